import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public close(): void {
    console.log('database closed');
  }
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();

// runs when a singleton of Database is released, for example on unbind
container.onDeactivation(Database, (database: Database): void => {
  database.close();
});

container.get(Database);

container.unbind(Database);
// prints: database closed
console.log(container.isBound(Database));
// prints: false
