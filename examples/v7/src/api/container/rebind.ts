import { Container } from 'inversify';

const discountRuleId: symbol = Symbol.for('DiscountRule');

const container: Container = new Container();
container.bind<string>(discountRuleId).toConstantValue('LoyaltyDiscount');
container.bind<string>(discountRuleId).toConstantValue('SeasonalDiscount');

async function main(): Promise<void> {
  console.log(container.getAll<string>(discountRuleId).join(', '));
  // prints: LoyaltyDiscount, SeasonalDiscount

  // rebind removes every binding of the id, then starts a new one
  const syntax = await container.rebind<string>(discountRuleId);
  syntax.toConstantValue('WelcomeDiscount');
  console.log(container.getAll<string>(discountRuleId).join(', '));
  // prints: WelcomeDiscount

  // rebindSync does the same without a promise
  container.rebindSync<string>(discountRuleId).toConstantValue('NoDiscount');
  console.log(container.getAll<string>(discountRuleId).join(', '));
  // prints: NoDiscount

  // #region sync-rejects-async
  // the Sync methods throw when a deactivation handler returns a promise
  const databaseId: symbol = Symbol.for('Database');
  const guarded: Container = new Container();
  guarded
    .bind<string>(databaseId)
    .toConstantValue('postgres://orders')
    .onDeactivation(async (): Promise<void> => {});
  guarded.get<string>(databaseId);
  try {
    guarded.rebindSync<string>(databaseId);
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: Unexpected asynchronous deactivation when unbinding "Symbol(Database)" service. Consider using Container.unbind() instead.
  }
  try {
    guarded.unbindAllSync();
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: Unexpected asynchronous deactivation when unbinding all services. Consider using Container.unbindAll() instead.
  }
  // #endregion sync-rejects-async
}

void main();
