import { Container, injectable } from 'inversify';

interface OrderReader {
  count(): number;
}

interface OrderWriter {
  save(order: string): string;
}

@injectable()
class InMemoryOrderRepository implements OrderReader, OrderWriter {
  private readonly orders: string[] = [];

  public count(): number {
    return this.orders.length;
  }

  public save(order: string): string {
    this.orders.push(order);
    return `saved ${order}`;
  }
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf().inSingletonScope();
// Both identifiers are redirected to the InMemoryOrderRepository binding
container.bind<OrderReader>('OrderReader').toService(InMemoryOrderRepository);
container.bind<OrderWriter>('OrderWriter').toService(InMemoryOrderRepository);

const reader: OrderReader = container.get<OrderReader>('OrderReader');
const writer: OrderWriter = container.get<OrderWriter>('OrderWriter');
console.log(writer.save('order 1'), reader.count());
// prints: saved order 1 1
// toService follows the target binding, singleton scope included
const repository: InMemoryOrderRepository = container.get(InMemoryOrderRepository);
console.log(reader === repository, writer === repository);
// prints: true true
