import { Container, injectable } from 'inversify';

interface OrderRepository {
  save(orderId: number): string;
}

@injectable()
class InMemoryOrderRepository implements OrderRepository {
  public save(orderId: number): string {
    return `order ${String(orderId)} kept in memory`;
  }
}

const container: Container = new Container();
// The service identifier 'OrderRepository' resolves to a new InMemoryOrderRepository
container.bind<OrderRepository>('OrderRepository').to(InMemoryOrderRepository);

const repository: OrderRepository = container.get<OrderRepository>('OrderRepository');
console.log(repository instanceof InMemoryOrderRepository, repository.save(1));
// prints: true order 1 kept in memory

// The class metadata is read by to(), so a class the container cannot build fails there
class SqlOrderRepository {
  // no @injectable() and no @inject(): the parameter has no metadata
  constructor(public readonly url: string) {}
}
try {
  container.bind('SqlOrderRepository').to(SqlOrderRepository);
} catch (error: unknown) {
  console.log(`to throws: ${(error as Error).message.split('.')[0]}`);
}
// prints: to throws: Found unexpected missing metadata on type "SqlOrderRepository"
