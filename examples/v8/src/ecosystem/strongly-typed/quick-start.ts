import { TypedContainer } from '@inversifyjs/strongly-typed';

interface Weapon {
  readonly name: string;
  readonly damage: number;
}

// The binding map: every key is a service identifier, every value its type
interface BindingMap {
  weapon: Weapon;
  greeting: string;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

container.bind('weapon').toConstantValue({ damage: 10, name: 'katana' });
container.bind('greeting').toConstantValue('hello');

// get() infers Weapon from the key, with no explicit type argument
const weapon: Weapon = container.get('weapon');
const greeting: string = container.get('greeting');

console.log(`${greeting} ${weapon.name} ${weapon.damage}`);
// prints: hello katana 10
