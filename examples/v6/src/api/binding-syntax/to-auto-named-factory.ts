import { Container, injectable, interfaces } from 'inversify';

interface PaymentGateway {
  readonly method: string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly method: string = 'card';
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly method: string = 'invoice';
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetNamed('invoice');

container
  .bind<interfaces.AutoNamedFactory<PaymentGateway>>('Factory<PaymentGateway>')
  .toAutoNamedFactory<PaymentGateway>('PaymentGateway');

const gatewayFor: interfaces.AutoNamedFactory<PaymentGateway> =
  container.get<interfaces.AutoNamedFactory<PaymentGateway>>('Factory<PaymentGateway>');

// Each call behaves like container.getNamed('PaymentGateway', name).
console.log(gatewayFor('card').method);
// prints: card
console.log(gatewayFor('invoice').method);
// prints: invoice

// Unlike the other factory bindings, this one has no singleton scope of its own:
// with the container's default (transient) scope, each get builds a new factory.
console.log(gatewayFor === container.get('Factory<PaymentGateway>'));
// prints: false
