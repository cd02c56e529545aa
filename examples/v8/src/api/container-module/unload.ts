import {
  Container,
  ContainerModule,
  type ContainerModuleLoadOptions,
  injectable,
} from 'inversify';

@injectable()
class Database {
  public close(): void {
    console.log('database closed');
  }
}

const persistence: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind(Database).toSelf().inSingletonScope();
    options.onDeactivation(Database, (database: Database): void => {
      database.close();
    });
  },
);

const container: Container = new Container();

container.load(persistence);
container.get(Database);

// unloading removes the module's bindings and deactivates their singletons
container.unload(persistence);
// prints: database closed
console.log(container.isBound(Database));
// prints: false

// unloadAsync waits for asynchronous deactivation handlers
await container.loadAsync(persistence);
container.get(Database);
await container.unloadAsync(persistence);
// prints: database closed
console.log(container.isBound(Database));
// prints: false
