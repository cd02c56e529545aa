import { Container, inject, injectable, interfaces, named } from 'inversify';

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') public readonly card: string,
    @inject('PaymentGateway') public readonly fallback: string,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();

// inversify 6: constraints receive an interfaces.Request
container
  .bind<string>('PaymentGateway')
  .toConstantValue('CardPaymentGateway')
  .when((request: interfaces.Request) => request.target.matchesNamedTag('card'));

// inversify 6: the default binding uses whenTargetIsDefault()
container.bind<string>('PaymentGateway').toConstantValue('InvoicePaymentGateway').whenTargetIsDefault();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(`${checkout.card} ${checkout.fallback}`);
// prints: CardPaymentGateway InvoicePaymentGateway
