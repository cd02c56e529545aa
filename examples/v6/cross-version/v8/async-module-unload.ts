// examples/v8/src/api/errors/async-module-unload.ts in 6.x's API: the module's async deactivation handler runs when
// the synchronous unload() removes its bindings.
import { Container, ContainerModule } from 'inversify';

class Database {
  public async close(): Promise<void> {
    console.log('connection closed');
  }
}

const databaseModule: ContainerModule = new ContainerModule((bind, _unbind, _isBound, _rebind, _unbindAsync, _onActivation, onDeactivation): void => {
  bind(Database).toConstantValue(new Database());
  onDeactivation(Database, async (database: Database): Promise<void> => {
    await database.close();
  });
});

const container: Container = new Container();
container.load(databaseModule);
container.get(Database);
console.log('unloading databaseModule');
container.unload(databaseModule);
