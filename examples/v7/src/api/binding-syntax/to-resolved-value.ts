import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = ['order 1', 'order 2'];
}

class OrderService {
  constructor(
    public readonly clock: SystemClock,
    public readonly repository: InMemoryOrderRepository,
  ) {}
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(InMemoryOrderRepository).toSelf();

// Overload 1: a factory without parameters
container.bind<string>('Currency').toResolvedValue((): string => 'EUR');

// Overload 2: the container resolves one service per parameter, in order
container
  .bind(OrderService)
  .toResolvedValue(
    (clock: SystemClock, repository: InMemoryOrderRepository): OrderService => new OrderService(clock, repository),
    [SystemClock, InMemoryOrderRepository],
  )
  .inSingletonScope();

const orderService: OrderService = container.get(OrderService);
console.log(container.get<string>('Currency'));
// prints: EUR
console.log(`${orderService.repository.orders.length} orders, clock in ${orderService.clock.zone}`);
// prints: 2 orders, clock in UTC
console.log(orderService === container.get(OrderService));
// prints: true
