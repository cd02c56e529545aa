import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public now(): string {
    return '2024-01-01';
  }
}

// No @injectable(): inversify 6 finds no constructor metadata and calls new OrderService().
class OrderService {
  constructor(public readonly clock: SystemClock) {}
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).clock);
// prints: undefined
