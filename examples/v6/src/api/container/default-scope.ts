import { BindingScopeEnum, Container, injectable } from 'inversify';

@injectable()
class Katana {}

@injectable()
class Shuriken {}

// Bindings that do not choose a scope become singletons.
const container: Container = new Container({ defaultScope: 'Singleton' });

container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf().inTransientScope(); // a per-binding override

console.log(container.get(Katana) === container.get(Katana));
// prints: true
console.log(container.get(Shuriken) === container.get(Shuriken));
// prints: false
console.log(container.options.defaultScope);
// prints: Singleton

// BindingScopeEnum holds the same three strings as constants.
console.log(container.options.defaultScope === BindingScopeEnum.Singleton);
// prints: true
