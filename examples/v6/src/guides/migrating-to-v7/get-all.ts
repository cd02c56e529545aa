import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('DiscountRule').toConstantValue('LoyaltyDiscount');
container.bind<string>('DiscountRule').toConstantValue('SeasonalDiscount').whenTargetNamed('winter');

// inversify 6: getAll() ignores binding constraints at the root request
console.log(container.getAll<string>('DiscountRule').join(', '));
// prints: LoyaltyDiscount, SeasonalDiscount

// inversify 6: the enforceBindingConstraints option applied them
console.log(container.getAll<string>('DiscountRule', { enforceBindingConstraints: true }).join(', '));
// prints: LoyaltyDiscount
