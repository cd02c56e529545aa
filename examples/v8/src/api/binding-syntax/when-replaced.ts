import { Container } from 'inversify';

const container: Container = new Container();

container
  .bind<string>('PaymentGateway')
  .toConstantValue('card gateway')
  .whenNamed('card')
  .onActivation((_context, gateway: string): string => gateway.toUpperCase())
  // onActivation returns the "when" step again, but a second constraint
  // replaces the first one instead of adding to it
  .whenNamed('invoice');

console.log(container.isBound('PaymentGateway', { name: 'card' }));
// prints: false
console.log(container.get<string>('PaymentGateway', { name: 'invoice' }));
// prints: CARD GATEWAY
