import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public connected: boolean = true;
}

const container: Container = new Container();

container
  .bind(Database)
  .toSelf()
  .inSingletonScope() // deactivation only applies to singletons
  .onDeactivation((database: Database): void => {
    database.connected = false;
  });

const database: Database = container.get(Database);
container.unbind(Database);

console.log(database.connected);
// prints: false
