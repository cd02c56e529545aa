import { inject, injectable } from 'inversify';
import { Clock } from './clock.js';

export const TAX_RATE = Symbol('TaxRate');

@injectable()
export class InvoiceService {
  constructor(
    private readonly clock: Clock,
    @inject(TAX_RATE) private readonly taxRate: number,
  ) {}

  total(net: number): string {
    return `${this.clock.today()}: ${(net * (1 + this.taxRate)).toFixed(2)}`;
  }
}
