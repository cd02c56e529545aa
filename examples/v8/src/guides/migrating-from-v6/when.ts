import { type BindingConstraints, Container, inject, injectable, named } from 'inversify';

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') public readonly card: string,
    @inject('PaymentGateway') public readonly fallback: string,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();

// inversify 8: constraints receive BindingConstraints (name, tags, serviceIdentifier, getAncestor)
container
  .bind<string>('PaymentGateway')
  .toConstantValue('CardPaymentGateway')
  .when((constraints: BindingConstraints) => constraints.name === 'card');

// inversify 8: whenTargetIsDefault() became whenDefault()
container.bind<string>('PaymentGateway').toConstantValue('InvoicePaymentGateway').whenDefault();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(`${checkout.card} ${checkout.fallback}`);
// prints: CardPaymentGateway InvoicePaymentGateway
