import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {}

@injectable()
class RequestContext {}

const app: Container = new Container();
app.bind(ConsoleLogger).toSelf();

const request: Container = app.createChild();
request.bind(RequestContext).toSelf();

// isBound looks at ancestors, isCurrentBound only at the container itself.
console.log(request.isBound(ConsoleLogger), request.isCurrentBound(ConsoleLogger));
// prints: true false
console.log(request.isBound(RequestContext), request.isCurrentBound(RequestContext));
// prints: true true
