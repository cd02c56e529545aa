import { injectable } from 'inversify';

export interface Gateway {
  charge(cents: number): string;
}

const euros = (cents: number): string => (cents / 100).toFixed(2);

@injectable()
export class CardGateway implements Gateway {
  charge(cents: number): string {
    return `card charged ${euros(cents)}`;
  }
}

@injectable()
export class InvoiceGateway implements Gateway {
  charge(cents: number): string {
    return `invoice issued for ${euros(cents)}`;
  }
}

@injectable()
export class SepaGateway implements Gateway {
  charge(cents: number): string {
    return `SEPA debit of ${euros(cents)}`;
  }
}
