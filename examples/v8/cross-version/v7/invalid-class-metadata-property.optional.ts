// The @optional() case of examples/v7/src/api/errors/invalid-class-metadata-property.ts alone: a property with only
// @optional, no @inject.
import { Container, injectable, optional } from 'inversify';

@injectable()
class CheckoutService {
  @optional()
  public audit!: unknown;
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
console.log(container.get(CheckoutService).audit);
