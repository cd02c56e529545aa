import { Container, injectable, Provider, ResolutionContext } from 'inversify';

@injectable()
class Database {
  public url: string = 'postgres://localhost';
}

// A provider always returns a promise
type DatabaseProvider = Provider<Database, [string]>;

const container: Container = new Container();
container.bind(Database).toSelf();
container
  .bind<DatabaseProvider>('DatabaseProvider')
  .toProvider(
    (context: ResolutionContext): DatabaseProvider =>
      async (url: string): Promise<Database> => {
        const database: Database = await context.getAsync(Database);
        database.url = url;
        return database;
      },
  );

const provideDatabase: DatabaseProvider = container.get<DatabaseProvider>('DatabaseProvider');

void provideDatabase('postgres://orders').then((database: Database) => {
  console.log(database.url);
});
// prints: postgres://orders
