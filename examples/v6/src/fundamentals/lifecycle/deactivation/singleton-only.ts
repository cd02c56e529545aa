import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public readonly name: string = 'orders-db';
}

const container: Container = new Container();
container.onDeactivation(Database, (database: Database): void => {
  console.log(`closing ${database.name}`);
});

// A singleton that was never resolved has no cached value: no handler runs.
container.bind(Database).toSelf().inSingletonScope();
container.unbind(Database);
console.log('unbound a singleton that was never resolved');
// prints: unbound a singleton that was never resolved

// The container keeps no transient value (the default scope): no handler runs.
container.bind(Database).toSelf();
container.get(Database);
container.unbind(Database);
console.log('unbound a transient binding');
// prints: unbound a transient binding

// A resolved singleton is deactivated once, with the value it cached.
container.bind(Database).toSelf().inSingletonScope();
container.get(Database);
container.get(Database);
container.unbind(Database);
// prints: closing orders-db
