import { Container, inject, injectable, tagged } from 'inversify';

interface PaymentGateway {
  readonly name: string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly name: string = 'card';
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly name: string = 'invoice';
}

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @tagged('method', 'card') public readonly card: PaymentGateway,
    @inject('PaymentGateway') @tagged('method', 'invoice') public readonly invoice: PaymentGateway,
  ) {}
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTagged('method', 'card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTagged('method', 'invoice');
container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.card.name, checkout.invoice.name);
// prints: card invoice
