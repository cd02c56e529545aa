import { inject, injectable, named, tagged } from 'inversify';
import { Logger } from '../logging/loggers';
import { CHANNEL, REGION, TYPES } from '../types';
import { Gateway } from './gateways';

@injectable()
export class Checkout {
  constructor(
    @inject(TYPES.Gateway) @named('card') private readonly card: Gateway,
    @inject(TYPES.Gateway) @tagged(REGION, 'eu') private readonly regional: Gateway,
    @inject(TYPES.Logger) @tagged(CHANNEL, 'audit') readonly audit: Logger,
  ) {}

  pay(cents: number, inEurope: boolean): string {
    const receipt = (inEurope ? this.regional : this.card).charge(cents);
    this.audit.log(receipt);
    return receipt;
  }
}

@injectable()
export class Basket {
  private readonly items: number[] = [];

  constructor(@inject(TYPES.Logger) readonly logger: Logger) {}

  add(cents: number): this {
    this.items.push(cents);
    this.logger.log(`added ${cents}`);
    return this;
  }

  total(): number {
    return this.items.reduce((sum, cents) => sum + cents, 0);
  }
}
