import { Container, injectable, type ResolutionContext } from 'inversify';

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

let outerCalls: number = 0;
container
  .bind<PaymentGatewayFactory>('PaymentGatewayFactory')
  .toFactory((context: ResolutionContext): PaymentGatewayFactory => {
    outerCalls++;
    // the customer's choice at checkout picks the gateway at run time
    return (method: string): PaymentGateway => context.get<PaymentGateway>('PaymentGateway', { name: method });
  });

const gatewayFor: PaymentGatewayFactory = container.get<PaymentGatewayFactory>('PaymentGatewayFactory');
console.log(gatewayFor('invoice').method);
// prints: invoice
console.log(gatewayFor('card').method);
// prints: card

// The outer function ran once: every request gets the same factory, like a singleton
console.log(outerCalls, gatewayFor === container.get<PaymentGatewayFactory>('PaymentGatewayFactory'));
// prints: 1 true
