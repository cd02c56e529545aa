import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, inject, injectable } from 'inversify';

// Without an argument, the class itself is the service identifier
@injectable()
@provide()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

const orderServiceId: symbol = Symbol.for('OrderService');

// With an argument, the binding uses that service identifier
@injectable()
@provide(orderServiceId)
class OrderService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();

// buildProviderModule() collects every @provide() binding into a ContainerModule
container.load(buildProviderModule());

const orders: OrderService = container.get<OrderService>(orderServiceId);
console.log(`logger ${orders.logger.prefix}`);
// prints: logger [orders]
