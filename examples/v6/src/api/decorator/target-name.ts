import { Container, inject, injectable, interfaces, targetName } from 'inversify';

interface PaymentGateway {
  readonly method: string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly method: string = 'card';
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly method: string = 'invoice';
}

@injectable()
class CheckoutService {
  constructor(
    // The names survive minification because they are stored as metadata.
    @inject('PaymentGateway') @targetName('cardGateway') public readonly cardGateway: PaymentGateway,
    @inject('PaymentGateway') @targetName('invoiceGateway') public readonly invoiceGateway: PaymentGateway,
  ) {}
}

const container: Container = new Container();

// request.target.name is a queryable string built from @targetName.
container
  .bind<PaymentGateway>('PaymentGateway')
  .to(CardPaymentGateway)
  .when((request: interfaces.Request): boolean => request.target.name.startsWith('card'));

container
  .bind<PaymentGateway>('PaymentGateway')
  .to(InvoicePaymentGateway)
  .when((request: interfaces.Request): boolean => request.target.name.equals('invoiceGateway'));

container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.cardGateway.method, checkout.invoiceGateway.method);
// prints: card invoice
