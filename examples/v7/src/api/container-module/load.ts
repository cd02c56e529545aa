import {
  Container,
  ContainerModule,
  ContainerModuleLoadOptions,
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

async function main(): Promise<void> {
  await container.load(checkoutModule, paymentsModule);

  const checkout: CheckoutService = container.get(CheckoutService);
  console.log(`${checkout.card.name} and ${checkout.invoice.name}`);
  // prints: card and invoice

  // every module gets its own numeric id
  console.log(typeof checkoutModule.id, checkoutModule.id !== paymentsModule.id);
  // prints: number true
}

void main();
