import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

@injectable()
class OrderService {
  // property injection, with a lazy identifier for the class declared below
  @inject(new LazyServiceIdentifier(() => CheckoutService))
  public checkout!: unknown;
}

@injectable()
class CheckoutService {
  @inject(OrderService)
  public orders!: OrderService;
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
container.bind(CheckoutService).toSelf();

// The identifiers resolve, but the two services need each other: the container refuses
try {
  container.get(OrderService);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
}
// prints: Circular dependency found: OrderService -> CheckoutService -> OrderService
