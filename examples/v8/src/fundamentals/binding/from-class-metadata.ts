import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

@injectable()
class OrderService {
  // No @inject(): with emitDecoratorMetadata, TypeScript records that the
  // first parameter is of type ConsoleLogger, and the container uses that class as the id.
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf().inSingletonScope();
container.bind(OrderService).toSelf().inSingletonScope();

const orders: OrderService = container.get(OrderService);

console.log(orders.logger.prefix);
// prints: [orders]
console.log(orders.logger === container.get(ConsoleLogger));
// prints: true
