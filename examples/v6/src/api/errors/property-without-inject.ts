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
// prints: true

console.log(container.get(CheckoutService).gateway);
// throws: Expected a single @inject, @multiInject or @unmanaged decorator at type "CheckoutService" at property "gateway"
