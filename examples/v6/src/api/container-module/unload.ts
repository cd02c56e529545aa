import { Container, ContainerModule, injectable, interfaces } from 'inversify';

@injectable()
class Database {
  public open: boolean = true;
}

const databaseModule: ContainerModule = new ContainerModule(
  (
    bind: interfaces.Bind,
    unbind: interfaces.Unbind,
    isBound: interfaces.IsBound,
    rebind: interfaces.Rebind,
    unbindAsync: interfaces.UnbindAsync,
    onActivation: interfaces.Container['onActivation'],
    onDeactivation: interfaces.Container['onDeactivation'],
  ) => {
    bind(Database).toSelf().inSingletonScope();

    // Handlers registered by a module are removed when it is unloaded.
    onDeactivation(Database, (database: Database): void => {
      database.open = false;
      console.log('database closed');
    });
  },
);

const container: Container = new Container();
container.load(databaseModule);

const database: Database = container.get(Database);

// Unloading removes the module's bindings and deactivates its singletons.
container.unload(databaseModule);
// prints: database closed

console.log(database.open, container.isBound(Database));
// prints: false false
console.log(typeof databaseModule.id);
// prints: number

// The module's deactivation handler went with it: a new binding of Database
// is deactivated without printing anything.
container.bind(Database).toSelf().inSingletonScope();
container.get(Database);
container.unbind(Database);
console.log(container.isBound(Database));
// prints: false
