import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway').whenTargetNamed('card');
container
  .bind<string>('PaymentGateway')
  .toConstantValue('InvoicePaymentGateway')
  .whenTargetTagged('method', 'invoice');

// inversify 6: one method per kind of lookup
console.log(container.getNamed<string>('PaymentGateway', 'card'));
// prints: CardPaymentGateway
console.log(container.getTagged<string>('PaymentGateway', 'method', 'invoice'));
// prints: InvoicePaymentGateway
console.log(container.tryGet<string>('Mailer'));
// prints: undefined
console.log(container.isBoundNamed('PaymentGateway', 'card'));
// prints: true
