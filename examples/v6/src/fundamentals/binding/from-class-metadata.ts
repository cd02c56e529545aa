import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class OrderService {
  // No @inject: the parameter type ConsoleLogger is read from the
  // design:paramtypes metadata emitted by the compiler.
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();

container.bind(ConsoleLogger).toSelf().inSingletonScope();
container.bind(OrderService).toSelf().inSingletonScope();

const service: OrderService = container.get(OrderService);

service.logger.log('logger injected from metadata');
// prints: logger injected from metadata
console.log(service.logger === container.get(ConsoleLogger));
// prints: true
