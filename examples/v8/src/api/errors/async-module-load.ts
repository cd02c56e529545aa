import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

interface AppConfig {
  currency: string;
}

async function readConfig(): Promise<AppConfig> {
  return { currency: 'EUR' };
}

// the load function is async, so loading the module returns a promise
const configModule: ContainerModule = new ContainerModule(async (options: ContainerModuleLoadOptions): Promise<void> => {
  options.bind<AppConfig>('AppConfig').toConstantValue(await readConfig());
});

const container: Container = new Container();
console.log('loading configModule');
// prints: loading configModule
container.load(configModule);
// throws: Unexpected asynchronous module load. Consider using container.loadAsync() instead.
