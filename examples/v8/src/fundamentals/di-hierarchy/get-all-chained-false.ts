import { Container, injectable } from 'inversify';

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

const parentContainer: Container = new Container();
parentContainer.bind<DiscountRule>('DiscountRule').to(LoyaltyDiscount);

const childContainer: Container = new Container({ parent: parentContainer });
childContainer.bind<DiscountRule>('DiscountRule').to(SeasonalDiscount);

// Standard mode (chained: false is the default): the child has bindings, so it answers alone.
const rules: DiscountRule[] = childContainer.getAll<DiscountRule>('DiscountRule', { chained: false });

console.log(rules.map((rule: DiscountRule): string => rule.name));
// prints: [ 'seasonal' ]
