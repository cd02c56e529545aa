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
class OrderService {
  // Every binding of 'DiscountRule' is injected as an array.
  @multiInject('DiscountRule')
  public readonly discounts!: DiscountRule[];
}

const container: Container = new Container();
container.bind<DiscountRule>('DiscountRule').to(LoyaltyDiscount);
container.bind<DiscountRule>('DiscountRule').to(SeasonalDiscount);
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).discounts.map((rule: DiscountRule) => rule.name));
// prints: [ 'loyalty', 'seasonal' ]
