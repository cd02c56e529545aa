import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

// OrderService and CheckoutService depend on each other; the lazy identifier only fixes declaration order
@injectable()
class OrderService {
  constructor(@inject(new LazyServiceIdentifier(() => CheckoutService)) public readonly checkout: unknown) {}
}

@injectable()
class CheckoutService {
  constructor(@inject(OrderService) public readonly orders: OrderService) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
container.bind(CheckoutService).toSelf();

try {
  container.get(OrderService);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Circular dependency found: OrderService -> CheckoutService -> OrderService
}
