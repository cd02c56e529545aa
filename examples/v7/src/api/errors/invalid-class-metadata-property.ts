import { Container, injectable, named, optional, tagged } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

@injectable()
class CheckoutService {
  // @named, @tagged and @optional without @inject: nothing says what to inject, and 7.x does not report it
  @named('card')
  public gateway!: PaymentGateway;

  @tagged('region', 'eu')
  public taxes!: unknown;

  @optional()
  public audit!: unknown;
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.gateway, checkout.taxes, checkout.audit);
// prints: [] [] []
