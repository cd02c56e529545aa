import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

@injectable()
class LoggingService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

// inversify 7: opt in to the base class metadata with @injectFromBase()
@injectable()
@injectFromBase()
class OrderService extends LoggingService {}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

console.log(`OrderService logs to the ${container.get(OrderService).logger.name}`);
// prints: OrderService logs to the console
