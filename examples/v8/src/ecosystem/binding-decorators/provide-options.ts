import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, injectable } from 'inversify';

interface PaymentGateway {
  readonly name: string;
}

const paymentGatewayId: symbol = Symbol.for('PaymentGateway');

// The second argument receives the fluent syntax after .to(Class):
// pick a scope, add a constraint or register activation handlers
@injectable()
@provide<PaymentGateway>(paymentGatewayId, (bind) => bind.inSingletonScope().whenNamed('card'))
class CardPaymentGateway implements PaymentGateway {
  public readonly name: string = 'card';
}

@injectable()
@provide<PaymentGateway>(paymentGatewayId, (bind) => bind.whenNamed('invoice'))
class InvoicePaymentGateway implements PaymentGateway {
  public readonly name: string = 'invoice';
}

const container: Container = new Container();
container.load(buildProviderModule());

const card: PaymentGateway = container.get<PaymentGateway>(paymentGatewayId, { name: 'card' });
const invoice: PaymentGateway = container.get<PaymentGateway>(paymentGatewayId, { name: 'invoice' });

console.log(`${card.name} ${invoice.name}`);
// prints: card invoice
console.log(card === container.get<PaymentGateway>(paymentGatewayId, { name: 'card' }));
// prints: true
