// examples/v7/src/api/errors/load-sync-async-module.ts in 8.x's API, where the synchronous methods have no Sync suffix.
import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const databaseModule: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    options.bind<string>('Database').toConstantValue('postgres://orders');
  },
);

const container: Container = new Container();

console.log('loading the database module');
container.load(databaseModule);
