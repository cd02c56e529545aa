import { Container, inject, injectable } from 'inversify';

@injectable()
class OrderService {
  constructor(@inject('InventoryService') public readonly inventory: unknown) {}
}

@injectable()
class InventoryService {
  constructor(@inject('OrderService') public readonly orders: OrderService) {}
}

const container: Container = new Container();
container.bind('OrderService').to(OrderService);
container.bind('InventoryService').to(InventoryService);

try {
  container.get('OrderService');
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Circular dependency found: OrderService -> InventoryService -> OrderService
}
