import { Container, Factory, inject, injectable } from 'inversify';

interface Orders {
  describe(): string;
}

@injectable()
class StockService {
  // A factory, called when an order service is needed, instead of the service itself.
  constructor(@inject('OrderServiceFactory') private readonly orders: () => Orders) {}

  public owner(): string {
    return this.orders().describe();
  }
}

@injectable()
class OrderService implements Orders {
  constructor(@inject('StockService') public readonly stock: StockService) {}

  public describe(): string {
    return 'order service';
  }
}

const container: Container = new Container();
container.bind('OrderService').to(OrderService);
container.bind('StockService').to(StockService);
container
  .bind<Factory<Orders>>('OrderServiceFactory')
  .toFactory((context) => (): Orders => context.get<Orders>('OrderService'));

const orders: OrderService = container.get<OrderService>('OrderService');
console.log(orders.stock.owner());
// prints: order service
