import { Container, injectable } from 'inversify';

interface PaymentGateway {
  readonly method: string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly method: string = 'card';
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly method: string = 'invoice';
}

const app: Container = new Container();
app.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway);

const tenant: Container = app.createChild();
// The child's only binding applies to requests named 'invoice'.
tenant.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetNamed('invoice');

console.log(tenant.getNamed<PaymentGateway>('PaymentGateway', 'invoice').method);
// prints: invoice

try {
  // The child owns a binding for 'PaymentGateway', so the parent is never asked,
  // even though the child's constraint does not match this request.
  tenant.get<PaymentGateway>('PaymentGateway');
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: No matching bindings found for serviceIdentifier: PaymentGateway
}
