import { ContainerModule, ContainerModuleLoadOptions } from 'inversify';
import { FixedPrices, Ids, Prices, Quote } from '../domain/services';

export const coreModule = new ContainerModule(({ bind, isBound }: ContainerModuleLoadOptions) => {
  bind<Prices>(Ids.Prices).to(FixedPrices);
  if (!isBound(Ids.Currency)) {
    bind<string>(Ids.Currency).toConstantValue('EUR');
  }
  bind(Ids.Quote).to(Quote);
});
