import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = ['order 1', 'order 2'];
}

@injectable()
class OrderService {
  public cachedOrders: number = 0;

  constructor(@inject(InMemoryOrderRepository) private readonly repository: InMemoryOrderRepository) {}

  // Runs once, right after the constructor, when every injection is done.
  @postConstruct()
  public warmUp(): void {
    this.cachedOrders = this.repository.orders.length;
  }
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();
container.bind(OrderService).toSelf();

console.log(`orders cached ${container.get(OrderService).cachedOrders}`);
// prints: orders cached 2
