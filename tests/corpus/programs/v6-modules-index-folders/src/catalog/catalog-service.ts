import { inject, injectable } from 'inversify';
import { PriceList } from '../pricing';

@injectable()
export class CatalogService {
  constructor(@inject('PriceList') private readonly prices: PriceList) {}

  describe(items: string[]): string[] {
    return items.map((item) => `${item}: ${this.prices.priceOf(item).toFixed(2)} EUR`);
  }
}
