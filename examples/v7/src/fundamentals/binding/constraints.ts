import { Container, inject, injectable, named } from 'inversify';

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

console.log(checkout.standard.name, checkout.business.name);
// prints: card invoice
console.log(container.get<PaymentGateway>('PaymentGateway', { name: 'invoice' }).name);
// prints: invoice
