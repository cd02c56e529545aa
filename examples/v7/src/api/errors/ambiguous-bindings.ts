import { Container, injectable } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public pay(amount: number): string {
    return `paid ${amount} by card`;
  }
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public pay(amount: number): string {
    return `invoiced ${amount}`;
  }
}

const TYPES = { PaymentGateway: Symbol.for('PaymentGateway') };

const container: Container = new Container();
container.bind<PaymentGateway>(TYPES.PaymentGateway).to(CardPaymentGateway);
container.bind<PaymentGateway>(TYPES.PaymentGateway).to(InvoicePaymentGateway);

console.log('resolving PaymentGateway');
// prints: resolving PaymentGateway
// two bindings and no name or tag to choose one of them
container.get<PaymentGateway>(TYPES.PaymentGateway);
// throws: Ambiguous bindings found for service: "Symbol(PaymentGateway)".
// throws:
// throws: Registered bindings:
// throws:
// throws: [ type: "Instance", serviceIdentifier: "Symbol(PaymentGateway)", scope: "Transient", implementationType: "CardPaymentGateway" ]
// throws: [ type: "Instance", serviceIdentifier: "Symbol(PaymentGateway)", scope: "Transient", implementationType: "InvoicePaymentGateway" ]
// throws:
// throws: Trying to resolve bindings for "Symbol(PaymentGateway) (Root service)".
// throws:
// throws: Binding constraints:
// throws: - service identifier: Symbol(PaymentGateway)
// throws: - name: -
