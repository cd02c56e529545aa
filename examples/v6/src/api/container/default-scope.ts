import { BindingScopeEnum, Container, injectable } from 'inversify';

@injectable()
class Database {}

@injectable()
class CheckoutService {}

// Bindings that do not choose a scope become singletons.
const container: Container = new Container({ defaultScope: 'Singleton' });

container.bind(Database).toSelf();
container.bind(CheckoutService).toSelf().inTransientScope(); // a per-binding override

console.log(container.get(Database) === container.get(Database));
// prints: true
console.log(container.get(CheckoutService) === container.get(CheckoutService));
// prints: false
console.log(container.options.defaultScope);
// prints: Singleton

// BindingScopeEnum holds the same three strings as constants.
console.log(container.options.defaultScope === BindingScopeEnum.Singleton);
// prints: true
