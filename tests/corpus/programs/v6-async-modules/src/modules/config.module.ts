import { AsyncContainerModule, interfaces } from 'inversify';
import { Config, SERVICE } from '../services/types';

async function readConfig(): Promise<Config> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { cacheSize: 64, sender: 'noreply@example.test' };
}

export const configModule = new AsyncContainerModule(async (bind: interfaces.Bind) => {
  const config = await readConfig();
  bind<Config>(SERVICE.Config).toConstantValue(config);
});
