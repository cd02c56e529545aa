import { Container, injectable, ResolutionContext } from 'inversify';

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

// The bound type must be a function type: the factory handed out by the container
type PaymentGatewayFactory = (method: string) => PaymentGateway;

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenNamed('invoice');

container
  .bind<PaymentGatewayFactory>('PaymentGatewayFactory')
  .toFactory(
    (context: ResolutionContext): PaymentGatewayFactory =>
      (method: string): PaymentGateway =>
        context.get<PaymentGateway>('PaymentGateway', { name: method }),
  );

// the payment method is only known when the customer checks out
const gatewayFor: PaymentGatewayFactory = container.get<PaymentGatewayFactory>('PaymentGatewayFactory');
console.log(gatewayFor('invoice').method);
// prints: invoice
console.log(gatewayFor('card').method);
// prints: card
