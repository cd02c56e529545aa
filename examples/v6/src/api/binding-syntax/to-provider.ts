import { Container, inject, injectable, interfaces } from 'inversify';

@injectable()
class Database {
  public host: string = '';
  public connected: boolean = false;
}

type DatabaseProvider = (host: string) => Promise<Database>;

@injectable()
class SqlOrderRepository {
  constructor(@inject('DatabaseProvider') private readonly connect: DatabaseProvider) {}

  public async open(): Promise<Database> {
    return this.connect('db.example.com');
  }
}

const container: Container = new Container();
container.bind(Database).toSelf();

container.bind<DatabaseProvider>('DatabaseProvider').toProvider<Database>((context: interfaces.Context) => {
  return async (host: string): Promise<Database> => {
    // Simulate an asynchronous step, such as opening the connection.
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
    const database: Database = context.container.get(Database);
    database.host = host;
    database.connected = true;
    return database;
  };
});

container.bind(SqlOrderRepository).toSelf();

void container
  .get(SqlOrderRepository)
  .open()
  .then((database: Database) => {
    console.log(database.host, database.connected);
    // prints: db.example.com true
  });
