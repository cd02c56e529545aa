import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const databaseModule: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    options.bind<string>('Database').toConstantValue('postgres://orders');
  },
);

const container: Container = new Container();

console.log('loading the database module');
// prints: loading the database module
// the module's load function is async: load() is needed
container.loadSync(databaseModule);
// throws: Unexpected asynchronous module load. Consider using Container.load() instead.
