import { TypedContainer } from '@inversifyjs/strongly-typed';
const container = new TypedContainer();
container.bind('weapon').toConstantValue({ damage: 10, name: 'katana' });
container.bind('greeting').toConstantValue('hello');
// get() infers Weapon from the key, with no explicit type argument
const weapon = container.get('weapon');
const greeting = container.get('greeting');
console.log(`${greeting} ${weapon.name} ${weapon.damage}`);
// prints: hello katana 10
