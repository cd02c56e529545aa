import { Container, inject, injectable } from 'inversify';

@injectable()
class OrderService {
  constructor(@inject('CheckoutService') private readonly checkout: unknown) {}
}

@injectable()
class CheckoutService {
  constructor(@inject('OrderService') private readonly orders: unknown) {}
}

const container: Container = new Container();
container.bind('OrderService').to(OrderService);
container.bind('CheckoutService').to(CheckoutService);

console.log('resolving OrderService');
// prints: resolving OrderService
// OrderService needs CheckoutService, which needs OrderService again
container.get('OrderService');
// throws: Circular dependency found: OrderService -> CheckoutService -> OrderService
