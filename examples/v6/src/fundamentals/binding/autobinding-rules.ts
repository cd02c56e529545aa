import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public now(): string {
    return 'system time';
  }
}

@injectable()
class FixedClock extends SystemClock {
  public override now(): string {
    return '2025-01-01T09:00:00Z';
  }
}

@injectable()
class OrderService {
  constructor(public readonly clock: SystemClock) {}
}

// Off by default: an unbound class is not built.
const plain: Container = new Container();
try {
  plain.get(OrderService);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No matching bindings found for serviceIdentifier: OrderService
}

// On: OrderService is bound automatically, but the explicit SystemClock binding wins.
const container: Container = new Container({ autoBindInjectable: true });
container.bind(SystemClock).to(FixedClock);
console.log(container.get(OrderService).clock.now());
// prints: 2025-01-01T09:00:00Z
