import { type BindingConstraints, Container, inject, injectable, named } from 'inversify';

interface PaymentGateway {
  readonly fee: number;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly fee: number = 2;
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly fee: number = 5;
}

@injectable()
class CheckoutService {
  constructor(@inject('PaymentGateway') @named('invoice') public readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container
  .bind<PaymentGateway>('PaymentGateway')
  .to(CardPaymentGateway)
  .when((constraints: BindingConstraints): boolean => constraints.name === 'card');
container
  .bind<PaymentGateway>('PaymentGateway')
  .to(InvoicePaymentGateway)
  .when((constraints: BindingConstraints): boolean => constraints.name === 'invoice');

console.log(container.get(CheckoutService).gateway.fee);
// prints: 5
