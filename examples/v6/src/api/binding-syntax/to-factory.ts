import { Container, inject, injectable, interfaces } from 'inversify';

interface PaymentGateway {
  readonly method: string;
  currency: string | null;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly method: string = 'card';
  public currency: string | null = null;
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly method: string = 'invoice';
  public currency: string | null = null;
}

// A curried factory: payment method first, then currency.
type PaymentGatewayFactory = (method: string) => (currency: string) => PaymentGateway;

@injectable()
class CheckoutService {
  private readonly invoiceGatewayIn: (currency: string) => PaymentGateway;

  constructor(@inject('Factory<PaymentGateway>') factory: PaymentGatewayFactory) {
    this.invoiceGatewayIn = factory('invoice');
  }

  public gatewayFor(currency: string): PaymentGateway {
    return this.invoiceGatewayIn(currency);
  }
}

const container: Container = new Container();

container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetNamed('invoice');

container
  .bind<PaymentGatewayFactory>('Factory<PaymentGateway>')
  .toFactory<PaymentGateway, [string], [string]>((context: interfaces.Context) => {
    return (method: string) => (currency: string): PaymentGateway => {
      const gateway: PaymentGateway = context.container.getNamed<PaymentGateway>('PaymentGateway', method);
      gateway.currency = currency;
      return gateway;
    };
  });

container.bind(CheckoutService).toSelf();

const gateway: PaymentGateway = container.get(CheckoutService).gatewayFor('EUR');
console.log(gateway.method, gateway.currency);
// prints: invoice EUR

// The factory function is built once and cached: every resolution returns the same one.
console.log(container.get('Factory<PaymentGateway>') === container.get('Factory<PaymentGateway>'));
// prints: true
