import { Container, injectable } from 'inversify';

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
