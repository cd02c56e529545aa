import { type BindingIdentifier, Container } from 'inversify';

const paymentGatewayId: symbol = Symbol.for('PaymentGateway');
const mailerId: symbol = Symbol.for('Mailer');

const container: Container = new Container();
container.bind<string>(paymentGatewayId).toConstantValue('card');
const invoiceBinding: BindingIdentifier = container
  .bind<string>(paymentGatewayId)
  .toConstantValue('invoice')
  .getIdentifier();
container.bind<string>(mailerId).toConstantValue('smtp');

// #region binding-identifier
// unbind a single binding through its identifier
container.unbind(invoiceBinding);
console.log(container.getAll<string>(paymentGatewayId).join(', '));
// prints: card
// #endregion binding-identifier

// #region service-identifier
// unbind every binding of a service identifier
container.unbind(paymentGatewayId);
console.log(container.isBound(paymentGatewayId));
// prints: false
// #endregion service-identifier

// #region unbind-async
await container.unbindAsync(mailerId);
console.log(container.isBound(mailerId));
// prints: false
// #endregion unbind-async
