import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = [];
}

@injectable()
class OrderService {
  constructor(public readonly repository: InMemoryOrderRepository) {}
}

// Per call: a plain container, and autobind requested by get().
const container: Container = new Container();

console.log(container.isBound(OrderService));
// prints: false

const orderService: OrderService = container.get(OrderService, { autobind: true });

console.log(orderService.repository.orders.length);
// prints: 0

// Autobinding registered OrderService and its InMemoryOrderRepository dependency with toSelf().
console.log(container.isBound(OrderService), container.isBound(InMemoryOrderRepository));
// prints: true true

// Per container: every class request may be autobound.
const autobindContainer: Container = new Container({ autobind: true });

console.log(autobindContainer.get(OrderService).repository.orders.length);
// prints: 0
