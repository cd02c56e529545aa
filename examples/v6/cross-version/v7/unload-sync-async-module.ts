// examples/v7/src/api/errors/unload-sync-async-module.ts in 6.x's API: the module's async deactivation handler runs
// when the synchronous unload() removes its bindings.
import { Container, ContainerModule } from 'inversify';

const databaseModule: ContainerModule = new ContainerModule((bind, _unbind, _isBound, _rebind, _unbindAsync, _onActivation, onDeactivation): void => {
  bind<string>('Database').toConstantValue('postgres://orders');
  onDeactivation<string>('Database', async (): Promise<void> => undefined);
});

const container: Container = new Container();
container.load(databaseModule);
container.get<string>('Database');

console.log('unloading the database module');
container.unload(databaseModule);
