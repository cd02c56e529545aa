import { Container } from 'inversify';
const weaponId = Symbol.for('Weapon');
const armorId = Symbol.for('Armor');
const container = new Container();
container.bind(weaponId).toConstantValue('katana');
container.bind(armorId).toConstantValue('helmet');
container.unbindAll();
console.log(container.isBound(weaponId), container.isBound(armorId));
// prints: false false
container.bind(weaponId).toConstantValue('shuriken');
await container.unbindAllAsync();
console.log(container.isBound(weaponId));
// prints: false
