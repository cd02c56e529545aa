import { ContainerModule, inject, injectable } from 'inversify';

import { DATABASE, type Database, MAILER, type Mailer } from './contracts.js';

// #region orders
@injectable()
export class OrderService {
  // The orders feature knows the Mailer interface and its identifier, not the mail feature's classes.
  constructor(
    @inject(DATABASE) private readonly database: Database,
    @inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async place(customer: string, product: string): Promise<number> {
    const orderId: number = await this.database.insert('orders', { customer, product });
    await this.mailer.send(customer, `Order ${orderId}: ${product}`);
    return orderId;
  }
}

export const ordersModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind(OrderService).toSelf();
});
// #endregion orders
