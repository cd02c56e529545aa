import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = ['order 1', 'order 2'];
}

@injectable()
class OrderService {
  public nextOrderId: number = 0;

  constructor(@inject(InMemoryOrderRepository) private readonly repository: InMemoryOrderRepository) {}

  // Runs once, right after the constructor, when every injection is done.
  @postConstruct()
  public init(): void {
    this.nextOrderId = this.repository.orders.length + 1;
  }
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();
container.bind(OrderService).toSelf();

console.log(`next order id ${container.get(OrderService).nextOrderId}`);
// prints: next order id 3
