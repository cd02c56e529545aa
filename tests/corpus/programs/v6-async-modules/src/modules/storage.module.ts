import { ContainerModule, interfaces } from 'inversify';
import { MemoryCache, SizedCache, Store } from '../services/store';
import { Cache, SERVICE } from '../services/types';

export const storageModule = new ContainerModule((bind: interfaces.Bind) => {
  bind<Cache>(SERVICE.Cache).to(MemoryCache);
  bind<Store>(SERVICE.Store).to(Store).inSingletonScope();
});

/** Loaded after the configuration: swaps the cache for one sized by it, and drops the mailer tests do not need. */
export const tuningModule = new ContainerModule(
  (bind: interfaces.Bind, unbind: interfaces.Unbind, isBound: interfaces.IsBound, rebind: interfaces.Rebind) => {
    if (isBound(SERVICE.Cache)) {
      rebind<Cache>(SERVICE.Cache).to(SizedCache);
    } else {
      bind<Cache>(SERVICE.Cache).to(SizedCache);
    }
    if (isBound(SERVICE.Mailer)) {
      unbind(SERVICE.Mailer);
    }
  },
);
