import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

class OrderService {
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();

// A factory with parameters needs the second argument, injectOptions
// expect-error: TS2345
container.bind(OrderService).toResolvedValue((logger: ConsoleLogger): OrderService => new OrderService(logger));
