import 'reflect-metadata';
import { Container } from 'inversify';
import { configModule } from './modules/config.module';
import { storageModule, tuningModule } from './modules/storage.module';
import { Store } from './services/store';
import { Config, SERVICE } from './services/types';

async function bootstrap(): Promise<void> {
  const container = new Container();
  container.bind<string>(SERVICE.Mailer).toConstantValue('smtp mailer');

  container.load(storageModule);
  console.log('cache before tuning:', container.get<Store>(SERVICE.Store).cache.name);

  await container.loadAsync(configModule);
  console.log('sender:', container.get<Config>(SERVICE.Config).sender);

  container.unload(storageModule);
  container.load(storageModule, tuningModule);
  console.log('cache after tuning:', container.get<Store>(SERVICE.Store).cache.name);
  console.log('mailer still bound:', container.isBound(SERVICE.Mailer));
}

bootstrap().then(
  () => console.log('ready'),
  (error: unknown) => {
    console.error('failed to start', error);
    process.exit(1);
  },
);
