import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

const container: Container = new Container();
// Same as container.bind(SystemClock).to(SystemClock)
container.bind(SystemClock).toSelf();

const clock: SystemClock = container.get(SystemClock);
console.log(clock.zone);
// prints: UTC
console.log(clock === container.get(SystemClock));
// prints: false

// with a string or symbol identifier there is nothing to construct
try {
  container.bind('Clock').toSelf();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: "toSelf" function can only be applied when a newable function is used as service identifier
}
