import { Container, inject, injectable } from 'inversify';

@injectable()
class AppConfig {
  public readonly shippingFee: number = 5;
}

@injectable()
class OrderService {
  constructor(@inject(AppConfig) private readonly config: AppConfig) {}

  public total(subtotal: number): number {
    return subtotal + this.config.shippingFee;
  }
}

const container: Container = new Container();
container.bind(AppConfig).toSelf();
container.bind(OrderService).toSelf();

const orderService: OrderService = container.get(OrderService);
console.log(`order total ${orderService.total(20)}`);
// prints: order total 25
