import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console logger';
}

@injectable()
class BaseService {
  @inject(ConsoleLogger)
  public readonly logger!: ConsoleLogger;
}

// No @injectFromBase: the metadata of BaseService is not reused.
@injectable()
class OrderService extends BaseService {}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

const orders: OrderService = container.get(OrderService);
console.log(`logger ${String(orders.logger)}`);
// prints: logger undefined
