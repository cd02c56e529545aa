import { Container, decorate, injectable, postConstruct } from 'inversify';

class InMemoryOrderRepository {
  public orders: string[] = [];

  public seed(): void {
    this.orders = ['order 1', 'order 2'];
  }
}

decorate(injectable(), InMemoryOrderRepository);
// The third argument names the method
decorate(postConstruct(), InMemoryOrderRepository, 'seed');

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();

console.log(container.get(InMemoryOrderRepository).orders.length);
// prints: 2
