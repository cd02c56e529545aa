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
    @inject('PaymentGateway') public readonly standard: PaymentGateway,
    @inject('PaymentGateway') @named('invoice') public readonly business: PaymentGateway,
  ) {}
}

const container: Container = new Container();
// Applies only to requests without a name or tags.
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenDefault();
// Applies only to requests named 'invoice'.
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenNamed('invoice');
container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);

console.log(checkout.standard.method, checkout.business.method);
// prints: card invoice
console.log(container.get<PaymentGateway>('PaymentGateway', { name: 'invoice' }).method);
// prints: invoice
