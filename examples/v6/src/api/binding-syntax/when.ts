import { Container, inject, injectable, interfaces, named } from 'inversify';

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

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway')
    @named('invoice')
    public readonly gateway: PaymentGateway,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();

// A custom constraint receives the request being planned.
container
  .bind<PaymentGateway>('PaymentGateway')
  .to(CardPaymentGateway)
  .when((request: interfaces.Request): boolean => request.target.matchesNamedTag('card'));

container
  .bind<PaymentGateway>('PaymentGateway')
  .to(InvoicePaymentGateway)
  .when((request: interfaces.Request): boolean => request.target.matchesNamedTag('invoice'));

console.log(container.get(CheckoutService).gateway.method);
// prints: invoice
