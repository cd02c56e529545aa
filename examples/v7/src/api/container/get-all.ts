import { Container, injectable } from 'inversify';

interface DiscountRule {
  name: string;
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
class WelcomeDiscount implements DiscountRule {
  public readonly name: string = 'welcome';
}

const discountRuleId: symbol = Symbol.for('DiscountRule');

const parent: Container = new Container();
parent.bind<DiscountRule>(discountRuleId).to(WelcomeDiscount);

const child: Container = new Container({ parent });
child.bind<DiscountRule>(discountRuleId).to(LoyaltyDiscount);
child.bind<DiscountRule>(discountRuleId).to(SeasonalDiscount);

const names = (rules: DiscountRule[]): string => rules.map((rule: DiscountRule) => rule.name).join(', ');

// only the bindings of the closest container that has any
console.log(names(child.getAll<DiscountRule>(discountRuleId)));
// prints: loyalty, seasonal

// a child without bindings of its own gets the parent's
const emptyChild: Container = new Container({ parent });
console.log(names(emptyChild.getAll<DiscountRule>(discountRuleId)));
// prints: welcome

// chained: true also collects the bindings of every ancestor
console.log(names(child.getAll<DiscountRule>(discountRuleId, { chained: true })));
// prints: loyalty, seasonal, welcome

// no binding at all: an empty array, not an error
console.log(child.getAll<string>(Symbol.for('NotificationChannel')).length);
// prints: 0
