// no import of 'reflect-metadata' in this program
import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public now(): string {
    return '2024-05-01T09:00:00.000Z';
  }
}

@injectable()
class OrderService {
  // the parameter's type is read from the metadata TypeScript emits
  constructor(private readonly clock: SystemClock) {}

  public place(): string {
    return `order 1 placed at ${this.clock.now()}`;
  }
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).place());
// prints: order 1 placed at 2024-05-01T09:00:00.000Z
