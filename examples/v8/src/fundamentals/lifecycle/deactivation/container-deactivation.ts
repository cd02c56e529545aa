import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = ['order 1', 'order 2', 'order 3'];
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf().inSingletonScope();

// A container-level handler: it runs when a cached InMemoryOrderRepository is unbound.
container.onDeactivation(InMemoryOrderRepository, (repository: InMemoryOrderRepository): void => {
  console.log(`deactivating a repository holding ${repository.orders.length} orders`);
});

container.get(InMemoryOrderRepository); // creates and caches the singleton

// In 8.x, unbind is synchronous: the handler has run when it returns.
container.unbind(InMemoryOrderRepository);
console.log(`bound after unbind: ${container.isBound(InMemoryOrderRepository)}`);
// prints: deactivating a repository holding 3 orders
// prints: bound after unbind: false
