import { Container, inject, injectable, ServiceIdentifier } from 'inversify';

// Stand-ins for a database driver, so the sample runs without one.
interface Table<T> {
  readonly name: string;
  selectAll(): T[];
}

class Database {
  constructor(public readonly url: string) {}

  public table<T>(name: string, rows: T[]): Table<T> {
    return { name, selectAll: (): T[] => rows };
  }
}

async function connect(url: string): Promise<Database> {
  await Promise.resolve(); // pretend to open a socket
  return new Database(url);
}

interface Order {
  readonly id: number;
  readonly email: string;
}

@injectable()
class AppConfig {
  public getDatabaseUrl(): string {
    return 'postgres://localhost:5432/shop';
  }
}

const databaseId: ServiceIdentifier<Database> = Symbol.for('Database');
const ordersTableId: ServiceIdentifier<Table<Order>> = Symbol.for('OrdersTable');

@injectable()
class SqlOrderRepository {
  constructor(
    @inject(ordersTableId)
    private readonly orders: Table<Order>,
  ) {}

  public listCustomers(): string[] {
    return this.orders.selectAll().map((order: Order): string => order.email);
  }
}

const container: Container = new Container();

container.bind(AppConfig).toSelf().inSingletonScope();

// The factory receives the resolved AppConfig and returns a promise.
// Singleton scope: the connection is opened once and shared.
container
  .bind<Database>(databaseId)
  .toResolvedValue(
    async (config: AppConfig): Promise<Database> => connect(config.getDatabaseUrl()),
    [AppConfig],
  )
  .inSingletonScope();

// The table is derived from the (already awaited) connection.
container
  .bind<Table<Order>>(ordersTableId)
  .toResolvedValue(
    (database: Database): Table<Order> =>
      database.table<Order>('orders', [
        { email: 'ada@example.com', id: 1 },
        { email: 'grace@example.com', id: 2 },
      ]),
    [databaseId],
  );

container.bind(SqlOrderRepository).toSelf();

async function main(): Promise<void> {
  // The connection binding is asynchronous, so resolution must be asynchronous too.
  const repository: SqlOrderRepository = await container.getAsync(SqlOrderRepository);

  console.log(repository.listCustomers().join(', '));
  // prints: ada@example.com, grace@example.com

  const database: Database = await container.getAsync<Database>(databaseId);
  console.log(database.url);
  // prints: postgres://localhost:5432/shop
}

void main();
