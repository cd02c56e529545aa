import { Container } from 'inversify';
const weaponId = Symbol.for('Weapon');
const container = new Container();
container.bind(weaponId).toConstantValue('katana');
container.snapshot();
// change the bindings, for example to replace a service in a test
container.rebind(weaponId).toConstantValue('wooden sword');
console.log(container.get(weaponId));
// prints: wooden sword
container.restore();
console.log(container.get(weaponId));
// prints: katana
