import { Container, inject, injectable, named } from 'inversify';

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
  constructor(@inject('PaymentGateway') @named('card') public readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();
container.bind(Checkout).toSelf();
// Each binding has a name, and the injection asks for one of them.
container.bind<PaymentGateway>('PaymentGateway').to(CardGateway).whenNamed('card');
container.bind<PaymentGateway>('PaymentGateway').to(InvoiceGateway).whenNamed('invoice');

console.log(container.get(Checkout).gateway.method);
// prints: card
