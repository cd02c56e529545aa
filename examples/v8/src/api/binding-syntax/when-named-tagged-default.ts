import { Container, inject, injectable, named, tagged } from 'inversify';

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
class SandboxPaymentGateway implements PaymentGateway {
  public readonly name: string = 'sandbox';
}

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') public readonly card: PaymentGateway,
    @inject('PaymentGateway') @tagged('method', 'invoice') public readonly invoice: PaymentGateway,
    @inject('PaymentGateway') public readonly fallback: PaymentGateway,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTagged('method', 'invoice');
// whenDefault: only requests with neither a name nor a tag
container.bind<PaymentGateway>('PaymentGateway').to(SandboxPaymentGateway).whenDefault();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.card.name, checkout.invoice.name, checkout.fallback.name);
// prints: card invoice sandbox

// The same constraints apply to direct requests
console.log(container.get<PaymentGateway>('PaymentGateway', { name: 'card' }).name);
// prints: card
console.log(container.get<PaymentGateway>('PaymentGateway', { tag: { key: 'method', value: 'invoice' } }).name);
// prints: invoice
console.log(container.get<PaymentGateway>('PaymentGateway').name);
// prints: sandbox
