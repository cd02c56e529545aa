import { AsyncContainerModule, Container, interfaces } from 'inversify';

interface Settings {
  locale: string;
}

async function loadSettings(): Promise<Settings> {
  await new Promise<void>((resolve) => setTimeout(resolve, 10));
  return { locale: 'en-GB' };
}

// The registry callback of an AsyncContainerModule returns a promise.
const settingsModule: AsyncContainerModule = new AsyncContainerModule(async (bind: interfaces.Bind) => {
  const settings: Settings = await loadSettings();
  bind<Settings>('Settings').toConstantValue(settings);
});

async function main(): Promise<void> {
  const container: Container = new Container();

  await container.loadAsync(settingsModule);

  console.log(container.get<Settings>('Settings').locale);
  // prints: en-GB
}

void main();
