import { Container } from 'inversify';

const discountRuleId: symbol = Symbol.for('DiscountRule');

const container: Container = new Container();
container
  .bind<string>(discountRuleId)
  .toDynamicValue(async (): Promise<string> => 'SeasonalDiscount')
  .whenNamed('winter');
container
  .bind<string>(discountRuleId)
  .toDynamicValue(async (): Promise<string> => 'SummerSaleDiscount')
  .whenNamed('summer');
container.bind<string>(discountRuleId).toConstantValue('LoyaltyDiscount');

async function main(): Promise<void> {
  // without a name, only the bindings without a name constraint match
  const unnamed: string[] = await container.getAllAsync<string>(discountRuleId);
  console.log(unnamed.join(', '));
  // prints: LoyaltyDiscount

  // with a name, the unconstrained binding matches as well
  const winter: string[] = await container.getAllAsync<string>(discountRuleId, {
    name: 'winter',
  });
  console.log(winter.join(', '));
  // prints: SeasonalDiscount, LoyaltyDiscount
}

void main();
