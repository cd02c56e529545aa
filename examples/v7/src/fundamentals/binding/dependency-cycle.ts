import { Container, inject, injectable } from 'inversify';

@injectable()
class OrderService {
  constructor(@inject('StockService') public readonly stock: unknown) {}
}

@injectable()
class StockService {
  constructor(@inject('OrderService') public readonly orders: OrderService) {}
}

const container: Container = new Container();
container.bind('OrderService').to(OrderService);
container.bind('StockService').to(StockService);

try {
  container.get('OrderService');
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Circular dependency found: OrderService -> StockService -> OrderService
}
