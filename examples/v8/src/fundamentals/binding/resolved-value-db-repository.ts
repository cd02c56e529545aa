import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

// Stand-ins for a database driver, so the sample runs without one.
interface Collection<T> {
  readonly name: string;
  find(): T[];
}

class DbConnection {
  constructor(public readonly url: string) {}

  public collection<T>(name: string, rows: T[]): Collection<T> {
    return { find: (): T[] => rows, name };
  }
}

async function connect(url: string): Promise<DbConnection> {
  await Promise.resolve(); // pretend to open a socket
  return new DbConnection(url);
}

interface Order {
  readonly id: number;
}

@injectable()
class AppConfig {
  public getDbUrl(): string {
    return 'postgres://localhost:5432/shop';
  }
}

const dbConnectionId: ServiceIdentifier<DbConnection> = Symbol.for('DbConnection');
const orderCollectionId: ServiceIdentifier<Collection<Order>> = Symbol.for('OrderCollection');

@injectable()
class SqlOrderRepository {
  constructor(
    @inject(orderCollectionId)
    private readonly orders: Collection<Order>,
  ) {}

  public listIds(): string[] {
    return this.orders.find().map((order: Order): string => `order ${String(order.id)}`);
  }
}

const container: Container = new Container();

container.bind(AppConfig).toSelf().inSingletonScope();

// The factory receives the resolved AppConfig and returns a promise.
// Singleton scope: the connection is opened once and shared.
container
  .bind<DbConnection>(dbConnectionId)
  .toResolvedValue(
    async (config: AppConfig): Promise<DbConnection> =>
      connect(config.getDbUrl()),
    [AppConfig],
  )
  .inSingletonScope();

// The collection is derived from the (already awaited) connection.
container
  .bind<Collection<Order>>(orderCollectionId)
  .toResolvedValue(
    (connection: DbConnection): Collection<Order> =>
      connection.collection<Order>('orders', [{ id: 1 }, { id: 2 }]),
    [dbConnectionId],
  );

container.bind(SqlOrderRepository).toSelf();

async function main(): Promise<void> {
  // The connection binding is asynchronous, so resolution must be asynchronous too.
  const repository: SqlOrderRepository = await container.getAsync(SqlOrderRepository);

  console.log(repository.listIds().join(', '));
  // prints: order 1, order 2

  const connection: DbConnection = await container.getAsync<DbConnection>(dbConnectionId);
  console.log(connection.url);
  // prints: postgres://localhost:5432/shop
}

void main();
