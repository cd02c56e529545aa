import { Container, injectable } from 'inversify';

interface PaymentGateway {
  name: string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly name: string = 'card';
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly name: string = 'invoice';
}

const paymentGatewayId: symbol = Symbol.for('PaymentGateway');

const container: Container = new Container();
container.bind<PaymentGateway>(paymentGatewayId).to(CardPaymentGateway).whenNamed('card');
container.bind<PaymentGateway>(paymentGatewayId).to(InvoicePaymentGateway).whenTagged('method', 'invoice');

// #region by-name-and-tag
const card: PaymentGateway = container.get<PaymentGateway>(paymentGatewayId, { name: 'card' });
const invoice: PaymentGateway = container.get<PaymentGateway>(paymentGatewayId, {
  tag: { key: 'method', value: 'invoice' },
});

console.log(card.name);
// prints: card
console.log(invoice.name);
// prints: invoice
// #endregion by-name-and-tag

// #region optional
const giftCard: PaymentGateway | undefined = container.get<PaymentGateway>(Symbol.for('GiftCardGateway'), {
  optional: true,
});
console.log(giftCard);
// prints: undefined
// #endregion optional

// #region not-bound
try {
  container.get<PaymentGateway>(Symbol.for('GiftCardGateway'));
} catch (error: unknown) {
  console.log(`get without optional throws: ${String(error instanceof Error)}`);
  // prints: get without optional throws: true
}
// #endregion not-bound

// #region ambiguous
// two bindings without constraints: get cannot choose, even with optional: true
container.bind<PaymentGateway>(Symbol.for('DefaultGateway')).to(CardPaymentGateway);
container.bind<PaymentGateway>(Symbol.for('DefaultGateway')).to(InvoicePaymentGateway);
try {
  container.get<PaymentGateway>(Symbol.for('DefaultGateway'), { optional: true });
} catch (error: unknown) {
  console.log(`ambiguous get throws: ${String(error instanceof Error)}`);
  // prints: ambiguous get throws: true
}
// #endregion ambiguous
