import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console logger';
}

@injectable()
class InMemoryOrderRepository {
  public readonly name: string = 'in-memory repository';
}

@injectable()
class OrderService {
  // property injection
  @inject(ConsoleLogger)
  public readonly logger!: ConsoleLogger;

  // constructor argument injection
  constructor(@inject(InMemoryOrderRepository) public readonly repository: InMemoryOrderRepository) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(InMemoryOrderRepository).toSelf();
container.bind(OrderService).toSelf();

const service: OrderService = container.get(OrderService);
console.log(`${service.repository.name}, ${service.logger.name}`);
// prints: in-memory repository, console logger
