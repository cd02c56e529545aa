import { inject, injectable } from 'inversify';

export const Ids = {
  Prices: Symbol.for('Prices'),
  Currency: Symbol.for('Currency'),
  Quote: Symbol.for('Quote'),
  FeatureFlags: Symbol.for('FeatureFlags'),
};

export interface Prices {
  readonly source: string;
  priceOf(sku: string): number;
}

@injectable()
export class FixedPrices implements Prices {
  readonly source = 'fixed table';
  priceOf(sku: string): number {
    return sku.length * 100;
  }
}

export class RemotePrices implements Prices {
  readonly source: string;

  constructor(private readonly table: Record<string, number>) {
    this.source = `remote table of ${Object.keys(table).length}`;
  }

  priceOf(sku: string): number {
    return this.table[sku] ?? 0;
  }
}

@injectable()
export class Quote {
  constructor(
    @inject(Ids.Prices) private readonly prices: Prices,
    @inject(Ids.Currency) private readonly currency: string,
  ) {}

  for(sku: string): string {
    return `${sku}: ${this.prices.priceOf(sku)} ${this.currency} (${this.prices.source})`;
  }
}
