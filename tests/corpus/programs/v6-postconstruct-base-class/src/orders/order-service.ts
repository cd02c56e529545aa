import { inject, injectable } from 'inversify';
import { BaseService } from '../core/base-service';
import { TYPES } from '../core/types';

@injectable()
export class OrderService extends BaseService {
  protected readonly scope = 'orders';

  constructor(@inject(TYPES.TaxRate) private readonly taxRate: number) {
    super();
  }

  place(net: number): number {
    const gross = Math.round(net * (1 + this.taxRate));
    this.log(`order placed: ${net} net, ${gross} gross`);
    return gross;
  }
}

@injectable()
export class RefundService extends BaseService {
  protected readonly scope = 'refunds';

  refund(amount: number): void {
    this.log(`refunded ${amount}`);
  }
}
