import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

@injectable()
class LoggingService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

// The v6 code unchanged: no @injectFromBase(), so the base constructor's
// @inject is not used for this class, and nothing reports it.
@injectable()
class OrderService extends LoggingService {}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

console.log(`logger: ${String(container.get(OrderService).logger)}`);
// prints: logger: undefined
