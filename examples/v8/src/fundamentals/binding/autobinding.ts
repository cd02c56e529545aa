import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

@injectable()
class OrderService {
  constructor(public readonly clock: SystemClock) {}
}

// Per call: a plain container, and autobind requested by get().
const container: Container = new Container();

console.log(container.isBound(OrderService));
// prints: false

const orders: OrderService = container.get(OrderService, { autobind: true });

console.log(orders.clock.zone);
// prints: UTC

// Autobinding registered OrderService and its SystemClock dependency with toSelf().
console.log(container.isBound(OrderService), container.isBound(SystemClock));
// prints: true true

// Per container: every class request may be autobound.
const autobindContainer: Container = new Container({ autobind: true });

console.log(autobindContainer.get(OrderService).clock.zone);
// prints: UTC
