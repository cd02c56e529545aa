import { Container, inject, injectable, interfaces } from 'inversify';

class Order {
  constructor(
    public readonly id: number,
    public readonly customerEmail: string,
  ) {}
}

@injectable()
class CheckoutService {
  // The class itself is injected, not an instance.
  constructor(@inject('Newable<Order>') private readonly orderType: interfaces.Newable<Order>) {}

  public checkout(id: number, customerEmail: string): Order {
    return new this.orderType(id, customerEmail);
  }
}

const container: Container = new Container();
container.bind<interfaces.Newable<Order>>('Newable<Order>').toConstructor<Order>(Order);
container.bind(CheckoutService).toSelf();

console.log(container.get<interfaces.Newable<Order>>('Newable<Order>') === Order);
// prints: true
console.log(container.get(CheckoutService).checkout(1, 'ada@example.com').customerEmail);
// prints: ada@example.com
