import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  @postConstruct()
  public init(): void {
    throw new Error('orders.json is missing');
  }
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();

console.log('resolving InMemoryOrderRepository');
// prints: resolving InMemoryOrderRepository
container.get(InMemoryOrderRepository);
// throws: Unexpected error found when calling "init" @postConstruct decorated method on class "InMemoryOrderRepository"
