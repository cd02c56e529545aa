// no `import 'reflect-metadata'` here: inversify 8 loads reflect-metadata/lite itself
import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public now(): string {
    return '2026-01-15T10:00:00.000Z';
  }
}

@injectable()
class OrderService {
  // no @inject: the argument's type comes from the emitted design-time metadata
  constructor(private readonly clock: SystemClock) {}

  public place(): string {
    return `order placed at ${this.clock.now()}`;
  }
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();
console.log(container.get(OrderService).place());
// prints: order placed at 2026-01-15T10:00:00.000Z
