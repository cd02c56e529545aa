import { Container, decorate, inject, injectable, named } from 'inversify';

interface PaymentGateway {
  readonly name: string;
}

class CardPaymentGateway implements PaymentGateway {
  public readonly name: string = 'card';
}

class InvoicePaymentGateway implements PaymentGateway {
  public readonly name: string = 'invoice';
}

class CheckoutService {
  constructor(
    public readonly gateway: PaymentGateway,
    public readonly invoice: PaymentGateway,
  ) {}
}

decorate(injectable(), CheckoutService);
// Constructor parameter 0
decorate(inject('PaymentGateway'), CheckoutService, 0);
// Constructor parameter 1, with an array of decorators
decorate([inject('PaymentGateway'), named('invoice')], CheckoutService, 1);

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenDefault();
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenNamed('invoice');
container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.gateway.name, checkout.invoice.name);
// prints: card invoice
