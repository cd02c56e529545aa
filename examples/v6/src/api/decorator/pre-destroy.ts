import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Database {
  @preDestroy()
  public close(): void {
    console.log('database connection closed');
  }
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();

container.get(Database);
container.unbind(Database);
// prints: database connection closed
