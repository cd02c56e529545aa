import { Container, injectable } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public pay(amount: number): string {
    return `paid ${amount.toString()} by card`;
  }
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public pay(amount: number): string {
    return `invoiced ${amount.toString()}`;
  }
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway);
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway);
console.log(`gateways: ${container.getAll<PaymentGateway>('PaymentGateway').length.toString()}`);
// prints: gateways: 2
// two bindings match and neither is constrained: get cannot pick one
container.get<PaymentGateway>('PaymentGateway');
// throws: Ambiguous bindings found for service: "PaymentGateway".
// throws:
// throws: Registered bindings:
// throws:
// throws: [ type: "Instance", serviceIdentifier: "PaymentGateway", scope: "Transient", implementationType: "CardPaymentGateway" ]
// throws: [ type: "Instance", serviceIdentifier: "PaymentGateway", scope: "Transient", implementationType: "InvoicePaymentGateway" ]
// throws:
// throws: Trying to resolve bindings for "PaymentGateway (Root service)".
// throws:
// throws: Binding constraints:
// throws: - service identifier: PaymentGateway
// throws: - name: -
