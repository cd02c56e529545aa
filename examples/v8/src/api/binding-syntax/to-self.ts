import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = [];
}

const container: Container = new Container();
// Same as container.bind(InMemoryOrderRepository).to(InMemoryOrderRepository)
container.bind(InMemoryOrderRepository).toSelf();

const repository: InMemoryOrderRepository = container.get(InMemoryOrderRepository);
console.log(repository.orders.length);
// prints: 0
console.log(repository === container.get(InMemoryOrderRepository));
// prints: false

// With a string or symbol identifier there is no class to construct
try {
  container.bind('OrderRepository').toSelf();
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: "toSelf" function can only be applied when a newable function is used as service identifier
