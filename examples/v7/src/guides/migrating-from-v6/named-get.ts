import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway').whenNamed('card');
container
  .bind<string>('PaymentGateway')
  .toConstantValue('InvoicePaymentGateway')
  .whenTagged('method', 'invoice');

// inversify 7: get() and isBound() take an options object
console.log(container.get<string>('PaymentGateway', { name: 'card' }));
// prints: CardPaymentGateway
console.log(container.get<string>('PaymentGateway', { tag: { key: 'method', value: 'invoice' } }));
// prints: InvoicePaymentGateway
console.log(container.get<string>('Mailer', { optional: true }));
// prints: undefined
console.log(container.isBound('PaymentGateway', { name: 'card' }));
// prints: true
