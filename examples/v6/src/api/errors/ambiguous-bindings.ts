import { Container, injectable } from 'inversify';

interface PaymentGateway {
  charge(amount: number): string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public charge(amount: number): string {
    return `charged ${amount} to card`;
  }
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public charge(amount: number): string {
    return `invoiced ${amount}`;
  }
}

const container: Container = new Container();
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway);
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway);

// Two bindings, no name or tag to choose between them.
console.log(container.getAll<PaymentGateway>('PaymentGateway').length);
// prints: 2

container.get<PaymentGateway>('PaymentGateway');
// throws: Ambiguous match found for serviceIdentifier: PaymentGateway
// throws: Registered bindings:
// throws:  CardPaymentGateway
// throws:  InvoicePaymentGateway
