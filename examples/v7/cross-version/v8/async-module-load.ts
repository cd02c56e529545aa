// examples/v8/src/api/errors/async-module-load.ts in 7.x's API, where the synchronous methods end in Sync.
import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

interface AppConfig {
  currency: string;
}

async function readConfig(): Promise<AppConfig> {
  return { currency: 'EUR' };
}

const configModule: ContainerModule = new ContainerModule(async (options: ContainerModuleLoadOptions): Promise<void> => {
  options.bind<AppConfig>('AppConfig').toConstantValue(await readConfig());
});

const container: Container = new Container();
console.log('loading configModule');
container.loadSync(configModule);
