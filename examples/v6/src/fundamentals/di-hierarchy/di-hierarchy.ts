import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

const app: Container = new Container();
app.bind(ConsoleLogger).toSelf();

// The child has no binding for ConsoleLogger, so the lookup climbs to the parent.
const request: Container = app.createChild();

request.get(ConsoleLogger).log('resolved through the parent');
// prints: resolved through the parent
console.log(request.isBound(ConsoleLogger), request.isCurrentBound(ConsoleLogger));
// prints: true false
console.log(request.parent === app);
// prints: true
