import { BindingIdentifier, Container } from 'inversify';

async function main(): Promise<void> {
  const container: Container = new Container();

  container.bind<string>('DiscountRule').toConstantValue('LoyaltyDiscount');
  // getIdentifier is available once a to* method has been called
  const seasonal: BindingIdentifier = container
    .bind<string>('DiscountRule')
    .toConstantValue('SeasonalDiscount')
    .getIdentifier();

  console.log(container.getAll<string>('DiscountRule').join(', '));
  // prints: LoyaltyDiscount, SeasonalDiscount

  // Passing the identifier to unbind removes that single binding
  await container.unbind(seasonal);

  console.log(container.getAll<string>('DiscountRule').join(', '));
  // prints: LoyaltyDiscount
}

void main();
