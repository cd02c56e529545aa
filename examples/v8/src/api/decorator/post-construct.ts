import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public orders: string[] = [];

  @inject('SeedOrders')
  public readonly seed!: string[];

  // Runs after the constructor and after property injection
  @postConstruct()
  public load(): void {
    console.log(`loading ${this.seed.join(', ')}`);
    this.orders = [...this.seed];
  }
}

const container: Container = new Container();
container.bind<string[]>('SeedOrders').toConstantValue(['order 1', 'order 2']);
container.bind(InMemoryOrderRepository).toSelf();

const repository: InMemoryOrderRepository = container.get(InMemoryOrderRepository);
// prints: loading order 1, order 2
console.log(repository.orders.length);
// prints: 2
