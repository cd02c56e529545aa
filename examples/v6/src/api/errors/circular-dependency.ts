import { Container, inject, injectable } from 'inversify';

@injectable()
class OrderService {
  constructor(@inject('CheckoutService') public readonly checkout: unknown) {}
}

@injectable()
class CheckoutService {
  constructor(@inject('OrderService') public readonly orders: unknown) {}
}

const container: Container = new Container();
container.bind('OrderService').to(OrderService);
container.bind('CheckoutService').to(CheckoutService);

console.log(container.isBound('CheckoutService'));
// prints: true

// OrderService needs CheckoutService, which needs OrderService.
container.get('OrderService');
// throws: Circular dependency found: OrderService --> CheckoutService --> OrderService
