import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console logger';
}

@injectable()
class InMemoryOrderRepository {
  public readonly name: string = 'in-memory repository';
}

class OrderService {
  constructor(
    public readonly logger: ConsoleLogger,
    public readonly repository: InMemoryOrderRepository,
  ) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(InMemoryOrderRepository).toSelf();

// Overload 1: a factory without parameters
container.bind<string>('Currency').toResolvedValue((): string => 'EUR');

// Overload 2: the container resolves one service per parameter, in order
container
  .bind(OrderService)
  .toResolvedValue(
    (logger: ConsoleLogger, repository: InMemoryOrderRepository): OrderService => new OrderService(logger, repository),
    [ConsoleLogger, InMemoryOrderRepository],
  )
  .inSingletonScope();

const orders: OrderService = container.get(OrderService);
console.log(container.get<string>('Currency'));
// prints: EUR
console.log(`${orders.logger.name} + ${orders.repository.name}`);
// prints: console logger + in-memory repository
console.log(orders === container.get(OrderService));
// prints: true
