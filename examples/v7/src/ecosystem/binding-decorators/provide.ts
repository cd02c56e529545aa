import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, inject, injectable } from 'inversify';

// Without an argument, the class itself is the service identifier
@injectable()
@provide()
class InMemoryOrderRepository {
  public readonly orders: string[] = ['order 1'];
}

const orderServiceId: symbol = Symbol.for('OrderService');

// With an argument, the binding uses that service identifier
@injectable()
@provide(orderServiceId)
class OrderService {
  constructor(@inject(InMemoryOrderRepository) public readonly repository: InMemoryOrderRepository) {}
}

async function main(): Promise<void> {
  const container: Container = new Container();

  // buildProviderModule() collects every @provide() binding into a ContainerModule
  await container.load(buildProviderModule());

  const orderService: OrderService = container.get<OrderService>(orderServiceId);
  console.log(`${orderService.repository.orders.length} order stored`);
  // prints: 1 order stored
}

void main();
