import { AsyncContainerModule, Container, interfaces } from 'inversify';

interface AppConfig {
  locale: string;
}

async function loadConfig(): Promise<AppConfig> {
  await new Promise<void>((resolve) => setTimeout(resolve, 10));
  return { locale: 'en-GB' };
}

// The registry callback of an AsyncContainerModule returns a promise.
const configModule: AsyncContainerModule = new AsyncContainerModule(async (bind: interfaces.Bind) => {
  const config: AppConfig = await loadConfig();
  bind<AppConfig>('AppConfig').toConstantValue(config);
});

async function main(): Promise<void> {
  const container: Container = new Container();

  await container.loadAsync(configModule);

  console.log(container.get<AppConfig>('AppConfig').locale);
  // prints: en-GB
}

void main();
