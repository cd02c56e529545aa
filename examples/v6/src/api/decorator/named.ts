import { Container, inject, injectable, named } from 'inversify';

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
    @inject('PaymentGateway') @named('card') public readonly card: PaymentGateway,
    @inject('PaymentGateway') @named('invoice') public readonly invoice: PaymentGateway,
  ) {}
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetNamed('invoice');
container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.card.method, checkout.invoice.method);
// prints: card invoice
