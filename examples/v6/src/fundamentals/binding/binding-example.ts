import { Container, injectable } from 'inversify';

interface OrderRepository {
  save(orderId: number): string;
}

@injectable()
class InMemoryOrderRepository implements OrderRepository {
  private readonly orders: number[] = [];

  public save(orderId: number): string {
    this.orders.push(orderId);
    return `${this.orders.length} order(s) stored`;
  }
}

const container: Container = new Container();

// service identifier 'OrderRepository' -> class InMemoryOrderRepository, one shared instance
container.bind<OrderRepository>('OrderRepository').to(InMemoryOrderRepository).inSingletonScope();

const first: OrderRepository = container.get<OrderRepository>('OrderRepository');
const second: OrderRepository = container.get<OrderRepository>('OrderRepository');

console.log(first.save(1), '/', second.save(2));
// prints: 1 order(s) stored / 2 order(s) stored
console.log(first === second);
// prints: true
