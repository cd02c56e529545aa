import { Container, injectable, multiInject } from 'inversify';

interface DiscountRule {
  readonly name: string;
}

@injectable()
class LoyaltyDiscount implements DiscountRule {
  public readonly name: string = 'loyalty';
}

@injectable()
class SeasonalDiscount implements DiscountRule {
  public readonly name: string = 'seasonal';
}

@injectable()
class CheckoutService {
  // Property injection of every binding
  @multiInject('DiscountRule')
  public readonly auditedRules!: DiscountRule[];

  constructor(@multiInject('DiscountRule') public readonly rules: DiscountRule[]) {}
}

const container: Container = new Container();
container.bind<DiscountRule>('DiscountRule').to(LoyaltyDiscount);
container.bind<DiscountRule>('DiscountRule').to(SeasonalDiscount);
container.bind(CheckoutService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
console.log(checkout.rules.map((rule: DiscountRule) => rule.name).join(', '));
// prints: loyalty, seasonal
console.log(checkout.auditedRules.length);
// prints: 2
