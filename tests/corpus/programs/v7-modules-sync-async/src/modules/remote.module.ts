import { ContainerModule, ContainerModuleLoadOptions } from 'inversify';
import { Ids, Prices, RemotePrices } from '../domain/services';

async function fetchTable(): Promise<Record<string, number>> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { apple: 120, pear: 95 };
}

/** Replaces the fixed prices with ones read at start-up, and switches the currency, before anything resolves them. */
export const remoteModule = new ContainerModule(async ({ rebind, rebindSync }: ContainerModuleLoadOptions) => {
  const table = await fetchTable();
  (await rebind<Prices>(Ids.Prices)).toConstantValue(new RemotePrices(table));
  rebindSync<string>(Ids.Currency).toConstantValue('CHF');
});
