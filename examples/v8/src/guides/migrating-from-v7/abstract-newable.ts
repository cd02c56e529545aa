import {
  type AbstractNewable,
  Container,
  injectable,
  type ServiceIdentifier,
} from 'inversify';

abstract class PaymentGateway {
  public abstract charge(amount: number): string;
}

@injectable()
class CardPaymentGateway extends PaymentGateway {
  public charge(amount: number): string {
    return `charged ${String(amount)} EUR to the card`;
  }
}

// inversify 8 exports AbstractNewable, the type of an abstract class
const gatewayClass: AbstractNewable<PaymentGateway> = PaymentGateway;
const gatewayId: ServiceIdentifier<PaymentGateway> = gatewayClass;

const container: Container = new Container();
container.bind(gatewayId).to(CardPaymentGateway);

console.log(container.get(PaymentGateway).charge(20));
// prints: charged 20 EUR to the card
