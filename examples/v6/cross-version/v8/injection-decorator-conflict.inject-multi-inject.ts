// The @inject with @multiInject case of examples/v8/src/api/errors/injection-decorator-conflict.ts in 6.x.
import { Container, inject, injectable, multiInject } from 'inversify';

@injectable()
class CheckoutService {
  constructor(@inject('PaymentGateway') @multiInject('PaymentGateway') public readonly gateway: unknown) {}
}

const container: Container = new Container();
container.bind('PaymentGateway').toConstantValue('card');
container.bind(CheckoutService).toSelf();
console.log(container.get(CheckoutService).gateway);
