import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

const katanaId: symbol = Symbol.for('Katana');
const shurikenId: symbol = Symbol.for('Shuriken');

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind<Katana>(katanaId).to(Katana);

console.log(container.isBound(Katana), container.isBound(katanaId), container.isBound(shurikenId));
// prints: true true false
