// The @optional() case of examples/v6/src/api/errors/property-without-inject.ts: a property with only @optional,
// no @inject.
import { Container, injectable, optional } from 'inversify';

@injectable()
class CheckoutService {
  @optional()
  public gateway!: unknown;
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
console.log(container.get(CheckoutService).gateway);
