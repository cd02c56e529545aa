import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

@injectable()
class Shuriken {}

// every binding without an explicit scope is a singleton in this container
const container: Container = new Container({ defaultScope: 'Singleton' });
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf().inTransientScope();

console.log(container.get(Katana) === container.get(Katana));
// prints: true
console.log(container.get(Shuriken) === container.get(Shuriken));
// prints: false
