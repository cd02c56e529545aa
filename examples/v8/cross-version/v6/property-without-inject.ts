// examples/v6/src/api/errors/property-without-inject.ts, printing what the property holds once resolved.
import { Container, injectable, named } from 'inversify';

interface PaymentGateway {
  charge(amount: number): string;
}

@injectable()
class CheckoutService {
  // @named without @inject: the property has no service identifier.
  @named('card')
  public gateway!: PaymentGateway;
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();

console.log(container.isBound(CheckoutService));

console.log(container.get(CheckoutService).gateway);
