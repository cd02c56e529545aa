import { Container, ContainerModule, injectable, interfaces } from 'inversify';

@injectable()
class Database {
  public readonly name: string = 'orders-db';
}

const container: Container = new Container();
container.onDeactivation(Database, (database: Database): void => {
  console.log(`closing ${database.name}`);
});

// unbindAll removes every binding of the container.
container.bind(Database).toSelf().inSingletonScope();
container.get(Database);
container.unbindAll();
// prints: closing orders-db

// rebind removes the old binding (deactivating its value) before adding the new one.
container.bind(Database).toSelf().inSingletonScope();
container.get(Database);
container.rebind(Database).toSelf().inSingletonScope();
// prints: closing orders-db

// unload removes the bindings a module declared.
const storage: ContainerModule = new ContainerModule((bind: interfaces.Bind): void => {
  bind(Database).toSelf().inSingletonScope();
});
container.unbind(Database);
container.load(storage);
container.get(Database);
container.unload(storage);
// prints: closing orders-db
console.log(container.isBound(Database));
// prints: false
