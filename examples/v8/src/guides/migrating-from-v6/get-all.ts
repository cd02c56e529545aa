import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('DiscountRule').toConstantValue('LoyaltyDiscount');
container.bind<string>('DiscountRule').toConstantValue('SeasonalDiscount').whenNamed('winter');

// inversify 8: getAll() enforces constraints, so the named binding is skipped
// (there is no enforceBindingConstraints option any more: this is the only behaviour)
console.log(container.getAll<string>('DiscountRule').join(', '));
// prints: LoyaltyDiscount

// a named request matches the named binding and the unconstrained one
console.log(container.getAll<string>('DiscountRule', { name: 'winter' }).join(', '));
// prints: LoyaltyDiscount, SeasonalDiscount
