import { Container, inject, injectable, ResolutionContext, ServiceIdentifier } from 'inversify';

interface PaymentGateway {
  charge(amount: number): string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public charge(amount: number): string {
    return `${amount} EUR charged to the card`;
  }
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public charge(amount: number): string {
    return `invoice sent for ${amount} EUR`;
  }
}

type PaymentMethod = 'card' | 'invoice';
type PaymentGatewayFactory = (method: PaymentMethod) => PaymentGateway;

const paymentGatewayId: ServiceIdentifier<PaymentGateway> = Symbol.for('PaymentGateway');
const paymentGatewayFactoryId: ServiceIdentifier<PaymentGatewayFactory> = Symbol.for('PaymentGatewayFactory');

@injectable()
class CheckoutService {
  constructor(@inject(paymentGatewayFactoryId) private readonly gatewayFor: PaymentGatewayFactory) {}

  public pay(method: PaymentMethod, amount: number): string {
    return this.gatewayFor(method).charge(amount);
  }
}

const container: Container = new Container();

container.bind(paymentGatewayId).to(CardPaymentGateway).whenNamed('card');
container.bind(paymentGatewayId).to(InvoicePaymentGateway).whenNamed('invoice');

// The choice depends on an argument known only when the factory is called,
// so a factory that keeps the ResolutionContext is the simplest tool here.
container
  .bind<PaymentGatewayFactory>(paymentGatewayFactoryId)
  .toFactory(
    (context: ResolutionContext): PaymentGatewayFactory =>
      (method: PaymentMethod): PaymentGateway =>
        context.get(paymentGatewayId, { name: method }),
  );
container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.pay('card', 30));
// prints: 30 EUR charged to the card
console.log(checkout.pay('invoice', 120));
// prints: invoice sent for 120 EUR
