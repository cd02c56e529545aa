// examples/v7/src/api/errors/unload-sync-async-module.ts in 8.x's API, where the synchronous methods have no Sync suffix.
import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const databaseModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<string>('Database').toConstantValue('postgres://orders');
    options.onDeactivation<string>('Database', async (): Promise<void> => undefined);
  },
);

const container: Container = new Container();
container.load(databaseModule);
container.get<string>('Database');

console.log('unloading the database module');
container.unload(databaseModule);
