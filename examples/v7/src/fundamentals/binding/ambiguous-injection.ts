import { Container, inject, injectable } from 'inversify';

interface PaymentGateway {
  readonly method: string;
}

@injectable()
class CardGateway implements PaymentGateway {
  public readonly method: string = 'card';
}

@injectable()
class InvoiceGateway implements PaymentGateway {
  public readonly method: string = 'invoice';
}

@injectable()
class Checkout {
  constructor(@inject('PaymentGateway') public readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();
container.bind(Checkout).toSelf();
// Two bindings without a constraint: both match the injection.
container.bind<PaymentGateway>('PaymentGateway').to(CardGateway);
container.bind<PaymentGateway>('PaymentGateway').to(InvoiceGateway);

try {
  container.get(Checkout);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Ambiguous bindings found for service: "PaymentGateway".
}
