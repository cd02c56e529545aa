import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public now(): string {
    return 'system time';
  }
}

const container: Container = new Container();

// Shorthand for container.bind(SystemClock).to(SystemClock)
container.bind(SystemClock).toSelf();

console.log(container.get(SystemClock).now());
// prints: system time

// A string or symbol names no class to build, so toSelf refuses it.
try {
  container.bind('Clock').toSelf();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: The toSelf function can only be applied when a constructor is used as service identifier
}
