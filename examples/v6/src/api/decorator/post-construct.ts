import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = [];

  // Runs once the instance is built and its properties are injected,
  // before any activation handler.
  @postConstruct()
  public seed(): void {
    this.orders.push('order 1');
  }
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();

console.log(container.get(InMemoryOrderRepository).orders);
// prints: [ 'order 1' ]
