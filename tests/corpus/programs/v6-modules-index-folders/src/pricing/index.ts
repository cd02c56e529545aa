import { ContainerModule } from 'inversify';

export interface PriceList {
  priceOf(item: string): number;
}

const PRICES: Record<string, number> = { pen: 1.5, notebook: 3.25 };

export const pricingModule = new ContainerModule((bind) => {
  bind<PriceList>('PriceList').toConstantValue({ priceOf: (item) => PRICES[item] ?? 0 });
});
