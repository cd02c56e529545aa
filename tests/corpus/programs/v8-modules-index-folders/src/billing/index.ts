import { ContainerModule, injectable } from 'inversify';
import { Customers } from '../customers';

@injectable()
export class Billing {
  constructor(private readonly customers: Customers) {}

  invoiceFor(id: number): string {
    return `invoice for ${this.customers.nameOf(id)}`;
  }
}

export const billingModule = new ContainerModule((options) => {
  options.bind(Billing).toSelf();
});
