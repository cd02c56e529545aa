// The async case of examples/v7/src/api/errors/post-construct-failed.ts: the @postConstruct method's promise rejects.
import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  @postConstruct()
  public async init(): Promise<void> {
    throw new Error('orders.json is missing');
  }
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();
await container.getAsync(InMemoryOrderRepository);
