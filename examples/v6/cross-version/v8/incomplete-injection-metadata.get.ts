// examples/v8/src/api/errors/incomplete-injection-metadata.ts followed by a get of the class.
import { Container, injectable, named } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

@injectable()
class CheckoutService {
  constructor(@named('card') public readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
console.log('bound');
container.get(CheckoutService);
