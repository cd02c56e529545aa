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

// Chained mode: bindings from the child and every ancestor are merged.
const rules: DiscountRule[] = childContainer.getAll<DiscountRule>('DiscountRule', { chained: true });

console.log(rules.map((rule: DiscountRule): string => rule.name).sort());
// prints: [ 'loyalty', 'seasonal' ]
