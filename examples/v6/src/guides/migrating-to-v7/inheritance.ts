import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

@injectable()
class LoggingService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

// inversify 6: a derived class without a constructor inherits the base metadata implicitly
@injectable()
class OrderService extends LoggingService {}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

console.log(`OrderService logs to the ${container.get(OrderService).logger.name}`);
// prints: OrderService logs to the console
