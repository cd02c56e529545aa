import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

// No @inject needed: @injectable makes tsc emit the constructor parameter types,
// and the container resolves ConsoleLogger from that metadata
@injectable()
class OrderService {
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).logger.prefix);
// prints: [orders]
