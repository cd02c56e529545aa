// examples/v8/src/api/errors/async-module-unload.ts in 7.x's API, where the synchronous methods end in Sync.
import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

class Database {
  public async close(): Promise<void> {
    console.log('connection closed');
  }
}

const databaseModule: ContainerModule = new ContainerModule((options: ContainerModuleLoadOptions): void => {
  options.bind(Database).toConstantValue(new Database());
  // an async deactivation registered by the module runs when the module is unloaded
  options.onDeactivation(Database, async (database: Database): Promise<void> => {
    await database.close();
  });
});

const container: Container = new Container();
container.loadSync(databaseModule);
container.get(Database);
console.log('unloading databaseModule');
container.unloadSync(databaseModule);
