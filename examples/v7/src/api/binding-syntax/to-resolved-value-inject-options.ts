import { Container, injectable } from 'inversify';

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

class CheckoutService {
  constructor(
    public readonly card: PaymentGateway,
    public readonly channels: string[],
    public readonly invoice: PaymentGateway | undefined,
    public readonly coupon: string | undefined,
  ) {}
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTagged('method', 'invoice');
container.bind<string>('NotificationChannel').toConstantValue('email');
container.bind<string>('NotificationChannel').toConstantValue('sms');

container
  .bind(CheckoutService)
  .toResolvedValue(
    (card: PaymentGateway, channels: string[], invoice: PaymentGateway | undefined, coupon: string | undefined): CheckoutService =>
      new CheckoutService(card, channels, invoice, coupon),
    [
      // a named dependency
      { name: 'card', serviceIdentifier: 'PaymentGateway' },
      // every binding of 'NotificationChannel', as an array
      { isMultiple: true, serviceIdentifier: 'NotificationChannel' },
      // a tagged dependency
      { serviceIdentifier: 'PaymentGateway', tags: [{ key: 'method', value: 'invoice' }] },
      // an optional dependency with no binding
      { optional: true, serviceIdentifier: 'Coupon' },
    ],
  );

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.card.name, checkout.invoice?.name);
// prints: card invoice
console.log(checkout.channels.join(', '), checkout.coupon);
// prints: email, sms undefined
