import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = [];
}

const container: Container = new Container();

// Service identifier 'OrderRepository' → resolved by building an InMemoryOrderRepository, cached once built.
container.bind<InMemoryOrderRepository>('OrderRepository').to(InMemoryOrderRepository).inSingletonScope();

const first: InMemoryOrderRepository = container.get<InMemoryOrderRepository>('OrderRepository');
const second: InMemoryOrderRepository = container.get<InMemoryOrderRepository>('OrderRepository');

first.orders.push('order 1');
console.log(second.orders);
// prints: [ 'order 1' ]
console.log(first === second);
// prints: true
