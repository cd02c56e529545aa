import {
  Container,
  ContainerModule,
  ContainerModuleLoadOptions,
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

async function main(): Promise<void> {
  await container.load(persistence);
  container.get(Database);

  // unloading removes the module's bindings and deactivates their singletons
  await container.unload(persistence);
  // prints: database closed
  console.log(container.isBound(Database));
  // prints: false

  // the module can be loaded again later
  container.loadSync(persistence);
  console.log(container.isBound(Database));
  // prints: true
}

void main();
