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

const seasonIsOpen: boolean = false;

const container: Container = new Container();
container.bind<DiscountRule>('DiscountRule').to(LoyaltyDiscount).when(() => true);
container.bind<DiscountRule>('DiscountRule').to(SeasonalDiscount).when(() => seasonIsOpen);

const names = (rules: DiscountRule[]): string => rules.map((rule: DiscountRule) => rule.name).join(', ');

// By default the constraints of the root request are not checked.
console.log(names(container.getAll<DiscountRule>('DiscountRule')));
// prints: loyalty, seasonal

console.log(names(container.getAll<DiscountRule>('DiscountRule', { enforceBindingConstraints: true })));
// prints: loyalty

async function main(): Promise<void> {
  console.log(names(await container.getAllAsync<DiscountRule>('DiscountRule')));
  // prints: loyalty, seasonal
  console.log(names(await container.getAllAsync<DiscountRule>('DiscountRule', { enforceBindingConstraints: true })));
  // prints: loyalty
}

void main();
