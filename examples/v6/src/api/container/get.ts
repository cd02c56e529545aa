import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public now(): string {
    return 'system time';
  }
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();

const clock: SystemClock = container.get(SystemClock);
console.log(clock.now());
// prints: system time

try {
  container.get('Mailer'); // no binding
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No matching bindings found for serviceIdentifier: Mailer
}

container.bind<number>('Retries').toConstantValue(3);
container.bind<number>('Retries').toConstantValue(5);
try {
  container.get('Retries'); // two bindings: get cannot choose
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Ambiguous match found for serviceIdentifier: Retries
}
