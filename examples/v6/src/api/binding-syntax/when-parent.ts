import { Container, inject, injectable, named, tagged } from 'inversify';

@injectable()
class CardPaymentGateway {
  constructor(@inject('ApiKey') public readonly apiKey: string) {}
}

@injectable()
class InvoicePaymentGateway {
  constructor(@inject('ApiKey') public readonly apiKey: string) {}
}

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') public readonly card: { apiKey: string },
    @inject('PaymentGateway') @tagged('method', 'invoice') public readonly invoice: { apiKey: string },
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container.bind('PaymentGateway').to(CardPaymentGateway).whenTargetNamed('card');
container.bind('PaymentGateway').to(InvoicePaymentGateway).whenTargetTagged('method', 'invoice');

// whenInjectedInto: the class that receives the value. CardPaymentGateway is bound
// to the identifier 'PaymentGateway'; a class argument is compared with the class
// that the parent's binding instantiates, so this still matches.
container.bind<string>('ApiKey').toConstantValue('card-key').whenInjectedInto(CardPaymentGateway);
// whenParentTagged: the parent request was made with @tagged('method', 'invoice')
container.bind<string>('ApiKey').toConstantValue('invoice-key').whenParentTagged('method', 'invoice');

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.card.apiKey, checkout.invoice.apiKey);
// prints: card-key invoice-key

// whenParentNamed: the parent request was made with @named(...)
const other: Container = new Container();
other.bind(CheckoutService).toSelf();
other.bind('PaymentGateway').to(CardPaymentGateway).whenTargetNamed('card');
other.bind('PaymentGateway').to(InvoicePaymentGateway).whenTargetTagged('method', 'invoice');
other.bind<string>('ApiKey').toConstantValue('card-key-2').whenParentNamed('card');
other.bind<string>('ApiKey').toConstantValue('invoice-key-2').whenParentTagged('method', 'invoice');

const otherCheckout: CheckoutService = other.get(CheckoutService);
console.log(otherCheckout.card.apiKey, otherCheckout.invoice.apiKey);
// prints: card-key-2 invoice-key-2
