import {
  Container,
  ContainerModule,
  type ContainerModuleLoadOptions,
  inject,
  injectable,
  named,
} from 'inversify';

interface PaymentGateway {
  name: string;
}

@injectable()
class CardPaymentGateway implements PaymentGateway {
  public readonly name: string = 'card';
}

@injectable()
class InvoicePaymentGateway implements PaymentGateway {
  public readonly name: string = 'invoice';
}

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') public readonly card: PaymentGateway,
    @inject('PaymentGateway') @named('invoice') public readonly invoice: PaymentGateway,
  ) {}
}

const checkoutModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind(CheckoutService).toSelf();
  },
);

const paymentsModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<PaymentGateway>('PaymentGateway').to(CardPaymentGateway).whenNamed('card');
    options.bind<PaymentGateway>('PaymentGateway').to(InvoicePaymentGateway).whenNamed('invoice');
  },
);

const container: Container = new Container();

// both callbacks are synchronous, so the synchronous load is enough
container.load(checkoutModule, paymentsModule);

const checkout: CheckoutService = container.get(CheckoutService);
console.log(`pay by ${checkout.card.name} or by ${checkout.invoice.name}`);
// prints: pay by card or by invoice

// every module gets its own numeric id
console.log(typeof checkoutModule.id, checkoutModule.id !== paymentsModule.id);
// prints: number true
