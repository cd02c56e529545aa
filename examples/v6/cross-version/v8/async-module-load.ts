// examples/v8/src/api/errors/async-module-load.ts in 6.x's API: a ContainerModule whose load function is async,
// loaded with the synchronous load().
import { Container, ContainerModule } from 'inversify';

interface AppConfig {
  currency: string;
}

async function readConfig(): Promise<AppConfig> {
  return { currency: 'EUR' };
}

const configModule: ContainerModule = new ContainerModule(async (bind): Promise<void> => {
  bind<AppConfig>('AppConfig').toConstantValue(await readConfig());
});

const container: Container = new Container();
console.log('loading configModule');
container.load(configModule);
