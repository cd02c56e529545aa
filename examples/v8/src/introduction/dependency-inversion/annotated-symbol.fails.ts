import { Container, injectable, type ServiceIdentifier } from 'inversify';

interface Clock {
  now(): string;
}

@injectable()
class SystemClock implements Clock {
  public now(): string {
    return new Date().toISOString();
  }
}

// An annotation instead of `as`: TypeScript narrows the constant to `symbol`
// on assignment, so the Clock type is gone.
const clockId: ServiceIdentifier<Clock> = Symbol.for('Clock');

const container: Container = new Container();
container.bind(clockId).to(SystemClock);

// get() infers unknown, and calling a method of unknown does not compile.
const clock = container.get(clockId);
// expect-error: TS18046
console.log(clock.now());
