import { Container } from 'inversify';

const paymentGatewayId: symbol = Symbol.for('PaymentGateway');

const parent: Container = new Container();
parent.bind<string>(paymentGatewayId).toConstantValue('card gateway').whenNamed('card');
parent
  .bind<string>(paymentGatewayId)
  .toConstantValue('invoice gateway')
  .whenTagged('method', 'invoice');

const child: Container = new Container({ parent });

// #region is-bound
// every binding has a constraint, and none matches a request without a name or tag
console.log(parent.isBound(paymentGatewayId));
// prints: false
console.log(parent.isBound(paymentGatewayId, { name: 'card' }));
// prints: true
console.log(parent.isBound(paymentGatewayId, { name: 'paypal' }));
// prints: false
console.log(parent.isBound(paymentGatewayId, { tag: { key: 'method', value: 'invoice' } }));
// prints: true
console.log(parent.isBound(Symbol.for('Mailer')));
// prints: false
// #endregion is-bound

// #region is-current-bound
// isBound looks at the ancestors, isCurrentBound does not
console.log(child.isBound(paymentGatewayId, { name: 'card' }));
// prints: true
console.log(child.isCurrentBound(paymentGatewayId, { name: 'card' }));
// prints: false
// #endregion is-current-bound
