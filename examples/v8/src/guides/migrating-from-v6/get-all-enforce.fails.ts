import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('DiscountRule').toConstantValue('LoyaltyDiscount');

// inversify 8: GetAllOptions has no enforceBindingConstraints field
// expect-error: TS2353
console.log(container.getAll<string>('DiscountRule', { enforceBindingConstraints: true }));
