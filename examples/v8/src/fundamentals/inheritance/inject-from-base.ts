import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console logger';
}

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

@injectable()
abstract class BaseService {
  @inject(SystemClock)
  public readonly clock!: SystemClock;

  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

// Opt in: reuse the constructor arguments and properties declared on BaseService.
@injectable()
@injectFromBase()
class OrderService extends BaseService {}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();

const orders: OrderService = container.get(OrderService);
console.log(`constructor: ${orders.logger.name}`);
console.log(`property: clock in ${orders.clock.zone}`);
// prints: constructor: console logger
// prints: property: clock in UTC
