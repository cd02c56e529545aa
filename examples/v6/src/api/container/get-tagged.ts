import { Container, injectable } from 'inversify';

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
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetTagged('method', 'card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetTagged('method', 'invoice');

console.log(container.getTagged<PaymentGateway>('PaymentGateway', 'method', 'card').method);
// prints: card

async function main(): Promise<void> {
  const gateway: PaymentGateway = await container.getTaggedAsync<PaymentGateway>('PaymentGateway', 'method', 'invoice');
  console.log(gateway.method);
  // prints: invoice
}

void main();
