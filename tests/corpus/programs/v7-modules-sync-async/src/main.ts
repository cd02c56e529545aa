import 'reflect-metadata';
import { Container } from 'inversify';
import { Ids, Quote } from './domain/services';
import { coreModule } from './modules/core.module';
import { remoteModule } from './modules/remote.module';

async function main(): Promise<void> {
  const container = new Container();
  container.bind<Record<string, boolean>>(Ids.FeatureFlags).toConstantValue({ remotePrices: true });

  container.loadSync(coreModule);
  console.log(container.get<Quote>(Ids.Quote).for('apple'));

  if (container.get<Record<string, boolean>>(Ids.FeatureFlags).remotePrices) {
    await container.load(remoteModule);
  }
  console.log(container.get<Quote>(Ids.Quote).for('apple'));
  console.log(container.get<Quote>(Ids.Quote).for('plum'));

  container.rebindSync<string>(Ids.Currency).toConstantValue('GBP');
  console.log(container.get<Quote>(Ids.Quote).for('pear'));

  await container.unbindAll();
  console.log('bound after unbindAll:', [Ids.Prices, Ids.Currency, Ids.Quote, Ids.FeatureFlags].map((id) => container.isBound(id)).join(', '));
}

void main();
