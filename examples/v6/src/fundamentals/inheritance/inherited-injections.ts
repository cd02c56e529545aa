import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console logger';
}

@injectable()
class SystemClock {
  public readonly name: string = 'system clock';
}

@injectable()
class BaseService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

@injectable()
class OrderService extends BaseService {
  // The derived constructor repeats the base parameter (same count or more)
  // and adds its own; each one is decorated.
  constructor(
    @inject(ConsoleLogger) logger: ConsoleLogger,
    @inject(SystemClock) public readonly clock: SystemClock,
  ) {
    super(logger);
  }
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();

const service: OrderService = container.get(OrderService);
console.log(`${service.logger.name}, ${service.clock.name}`);
// prints: console logger, system clock
