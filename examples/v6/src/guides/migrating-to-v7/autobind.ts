import { Container, inject, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = ['order 1'];
}

@injectable()
class OrderService {
  constructor(@inject(InMemoryOrderRepository) public readonly repository: InMemoryOrderRepository) {}
}

// inversify 6: the option is called autoBindInjectable
const container: Container = new Container({ autoBindInjectable: true });
console.log(`${container.get(OrderService).repository.orders.length} order stored`);
// prints: 1 order stored

// inversify 6: resolve() auto-binds the requested class (not its dependencies)
const plainContainer: Container = new Container();
plainContainer.bind(InMemoryOrderRepository).toSelf();
console.log(`${plainContainer.resolve(OrderService).repository.orders.length} order stored`);
// prints: 1 order stored
