import { Container, createTaggedDecorator, inject, injectable } from 'inversify';

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

// A reusable decorator that adds the tag ('method', 'invoice').
const payByInvoice = createTaggedDecorator({ key: 'method', value: 'invoice' });

@injectable()
class CheckoutService {
  constructor(@inject('PaymentGateway') @payByInvoice public readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetIsDefault();
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetTagged('method', 'invoice');
container.bind(CheckoutService).toSelf();

console.log(container.get(CheckoutService).gateway.method);
// prints: invoice
