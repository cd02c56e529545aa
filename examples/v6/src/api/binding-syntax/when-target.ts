import { Container, inject, injectable, named, tagged } from 'inversify';

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

@injectable()
class SandboxPaymentGateway implements PaymentGateway {
  public readonly method: string = 'sandbox';
}

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') public readonly primary: PaymentGateway,
    @inject('PaymentGateway') @named('invoice') public readonly business: PaymentGateway,
    @inject('PaymentGateway') @tagged('sandbox', true) public readonly test: PaymentGateway,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();

// Requests without @named/@tagged metadata
container.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetIsDefault();
// Requests whose target is @named('invoice')
container.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetNamed('invoice');
// Requests whose target is @tagged('sandbox', true)
container.bind<PaymentGateway>('PaymentGateway').to(SandboxPaymentGateway).whenTargetTagged('sandbox', true);

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.primary.method, checkout.business.method, checkout.test.method);
// prints: card invoice sandbox
