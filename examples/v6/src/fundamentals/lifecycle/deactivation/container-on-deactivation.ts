import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public readonly name: string = 'orders-db';
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();

container.onDeactivation(Database, (database: Database): void => {
  console.log(`closing ${database.name}`);
});

// A singleton must have been resolved once to be deactivated.
container.get(Database);

container.unbind(Database);
// prints: closing orders-db
console.log(container.isBound(Database));
// prints: false
