import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const databaseModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<string>('Database').toConstantValue('postgres://orders');
    options.onDeactivation<string>('Database', async (): Promise<void> => undefined);
  },
);

const container: Container = new Container();
container.loadSync(databaseModule);
container.get<string>('Database');

console.log('unloading the database module');
// prints: unloading the database module
container.unloadSync(databaseModule);
// throws: Unexpected asynchronous module unload. Consider using Container.unload() instead.
