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
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetNamed('invoice');

console.log(container.getNamed<PaymentGateway>('PaymentGateway', 'card').method);
// prints: card

async function main(): Promise<void> {
  const gateway: PaymentGateway = await container.getNamedAsync<PaymentGateway>('PaymentGateway', 'invoice');
  console.log(gateway.method);
  // prints: invoice
}

void main();
