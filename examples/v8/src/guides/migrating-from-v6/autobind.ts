import { Container, inject, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = ['order 1'];
}

@injectable()
class OrderService {
  constructor(@inject(InMemoryOrderRepository) public readonly repository: InMemoryOrderRepository) {}
}

// inversify 8: the option is called autobind
const container: Container = new Container({ autobind: true });
console.log(`${container.get(OrderService).repository.orders.length} order stored`);
// prints: 1 order stored

// inversify 8: resolve() is gone; ask get() to autobind this one request
const plainContainer: Container = new Container();
console.log(`${plainContainer.get(OrderService, { autobind: true }).repository.orders.length} order stored`);
// prints: 1 order stored
