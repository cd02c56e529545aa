import { ContainerModule, Container, inject, injectable, interfaces, named } from 'inversify';

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
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') public readonly card: PaymentGateway,
    @inject('PaymentGateway') @named('invoice') public readonly invoice: PaymentGateway,
  ) {}
}

// A module may use only the parameters it needs...
const checkout: ContainerModule = new ContainerModule((bind: interfaces.Bind) => {
  bind<CheckoutService>('CheckoutService').to(CheckoutService);
});

// ...or all seven of them.
const payments: ContainerModule = new ContainerModule(
  (
    bind: interfaces.Bind,
    unbind: interfaces.Unbind,
    isBound: interfaces.IsBound,
    rebind: interfaces.Rebind,
    unbindAsync: interfaces.UnbindAsync,
    onActivation: interfaces.Container['onActivation'],
    onDeactivation: interfaces.Container['onDeactivation'],
  ) => {
    bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenTargetNamed('card');
    bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenTargetNamed('invoice');

    console.log(isBound('PaymentGateway'));
    // prints: true
  },
);

const container: Container = new Container();
container.load(checkout, payments);

const service: CheckoutService = container.get<CheckoutService>('CheckoutService');
console.log(service.card.method, service.invoice.method);
// prints: card invoice
