import { Container } from 'inversify';

const parentContainer: Container = new Container();
parentContainer.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway');

const childContainer: Container = new Container({ parent: parentContainer });
// The child's only 'PaymentGateway' binding is constrained to the name 'invoice'.
childContainer.bind<string>('PaymentGateway').toConstantValue('InvoicePaymentGateway').whenNamed('invoice');

console.log(childContainer.get<string>('PaymentGateway', { name: 'invoice' }));
// prints: InvoicePaymentGateway

// An unnamed request does not fall back to the parent's CardPaymentGateway:
// the child has 'PaymentGateway' bindings, so the parent is never consulted.
try {
  childContainer.get<string>('PaymentGateway');
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: No bindings found for service: "PaymentGateway".
}
