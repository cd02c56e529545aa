import { Container, inject, injectable, tagged } from 'inversify';

@injectable()
class CardPaymentGateway {
  constructor(@inject('Currency') public readonly currency: string) {}
}

@injectable()
class CheckoutService {
  constructor(
    @inject(CardPaymentGateway) @tagged('region', 'eu') public readonly euGateway: CardPaymentGateway,
    @inject(CardPaymentGateway) public readonly defaultGateway: CardPaymentGateway,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container.bind(CardPaymentGateway).toSelf();

container.bind<string>('Currency').toConstantValue('EUR').whenAnyAncestorTagged('region', 'eu');
container.bind<string>('Currency').toConstantValue('USD').whenNoAncestorTagged('region', 'eu');

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.euGateway.currency, checkout.defaultGateway.currency);
// prints: EUR USD
