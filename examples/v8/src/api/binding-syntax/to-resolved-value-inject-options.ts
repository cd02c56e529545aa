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

class CheckoutOptions {
  constructor(
    public readonly main: PaymentGateway,
    public readonly discounts: string[],
    public readonly fallback: PaymentGateway | undefined,
    public readonly voucher: string | undefined,
  ) {}
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTagged('method', 'invoice');
container.bind<string>('DiscountRule').toConstantValue('loyalty');
container.bind<string>('DiscountRule').toConstantValue('seasonal');

container
  .bind(CheckoutOptions)
  .toResolvedValue(
    (main: PaymentGateway, discounts: string[], fallback: PaymentGateway | undefined, voucher: string | undefined): CheckoutOptions =>
      new CheckoutOptions(main, discounts, fallback, voucher),
    [
      // a named dependency
      { name: 'card', serviceIdentifier: 'PaymentGateway' },
      // every binding of 'DiscountRule', as an array
      { isMultiple: true, serviceIdentifier: 'DiscountRule' },
      // a tagged dependency
      { serviceIdentifier: 'PaymentGateway', tags: [{ key: 'method', value: 'invoice' }] },
      // an optional dependency with no binding
      { optional: true, serviceIdentifier: 'Voucher' },
    ],
  );

const options: CheckoutOptions = container.get(CheckoutOptions);
console.log(options.main.name, options.fallback?.name);
// prints: card invoice
console.log(options.discounts.join(', '), options.voucher);
// prints: loyalty, seasonal undefined
