import { Container } from 'inversify';

const parentContainer: Container = new Container();
parentContainer.bind<string>('PaymentGateway').toConstantValue('card gateway');

const childContainer: Container = new Container({ parent: parentContainer });
// The child's only 'PaymentGateway' binding is constrained to the name 'invoice'.
childContainer.bind<string>('PaymentGateway').toConstantValue('invoice gateway').whenNamed('invoice');

console.log(childContainer.get<string>('PaymentGateway', { name: 'invoice' }));
// prints: invoice gateway

// An unnamed request does not fall back to the parent's 'card gateway':
// the child has 'PaymentGateway' bindings, so the parent is never consulted.
try {
  childContainer.get<string>('PaymentGateway');
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: No bindings found for service: "PaymentGateway".
}
