import { Container, injectable, named } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

@injectable()
class CheckoutService {
  // @named without @inject: nothing says what to inject, and 7.x does not report it
  @named('card')
  public gateway!: PaymentGateway;
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
console.log(container.get(CheckoutService).gateway);
// prints: []
