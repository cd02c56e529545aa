import { Container, inject, injectable, tagged } from 'inversify';

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
    @inject('PaymentGateway') @tagged('method', 'card') public readonly card: PaymentGateway,
    @inject('PaymentGateway') @tagged('method', 'invoice') public readonly invoice: PaymentGateway,
  ) {}
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetTagged('method', 'card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetTagged('method', 'invoice');
container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.card.method, checkout.invoice.method);
// prints: card invoice
