import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = [];
}

class OrderService {
  constructor(public readonly repository: InMemoryOrderRepository) {}
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();

// A factory with parameters needs the second argument, injectOptions
// expect-error: TS2345
container.bind(OrderService).toResolvedValue((repository: InMemoryOrderRepository): OrderService => new OrderService(repository));
