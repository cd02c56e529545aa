// examples/v7/src/api/errors/invalid-class-metadata.ts followed by a get of the class.
import { Container, named } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

class CheckoutService {
  constructor(@named('card') private readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
console.log('bound');
container.get(CheckoutService);
