import { Container } from 'inversify';

interface Weapon {
  damage: number;
}

const container: Container = new Container();

// The very same object is returned on every resolution.
const katana: Weapon = { damage: 10 };
container.bind<Weapon>('Weapon').toConstantValue(katana);

console.log(container.get<Weapon>('Weapon') === katana);
// prints: true
