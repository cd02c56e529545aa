import { ContainerModule, interfaces } from 'inversify';
import { CatalogService } from './catalog-service';

export const catalogModule = new ContainerModule((bind: interfaces.Bind) => {
  bind(CatalogService).toSelf().inSingletonScope();
});
