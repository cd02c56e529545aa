import { Container } from 'inversify';

const container: Container = new Container();
// no constraint: this binding matches every request, named or not
container.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway');
container.bind<string>('PaymentGateway').toConstantValue('InvoicePaymentGateway').whenNamed('invoice');

// a request named 'invoice' matches both bindings
try {
  container.get<string>('PaymentGateway', { name: 'invoice' });
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Ambiguous bindings found for service: "PaymentGateway".
}

// optional: true does not help: it covers "no binding", not "two bindings"
try {
  container.get<string>('PaymentGateway', { name: 'invoice', optional: true });
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Ambiguous bindings found for service: "PaymentGateway".
}
