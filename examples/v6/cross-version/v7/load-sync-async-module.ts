// examples/v7/src/api/errors/load-sync-async-module.ts in 6.x's API: a ContainerModule whose load function is async,
// loaded with the synchronous load().
import { Container, ContainerModule } from 'inversify';

const databaseModule: ContainerModule = new ContainerModule(async (bind): Promise<void> => {
  bind<string>('Database').toConstantValue('postgres://orders');
});

const container: Container = new Container();

console.log('loading the database module');
container.load(databaseModule);
console.log(`Database bound: ${container.isBound('Database')}`);
