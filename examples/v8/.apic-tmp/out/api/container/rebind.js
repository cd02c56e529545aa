import { Container } from 'inversify';
const weaponId = Symbol.for('Weapon');
const container = new Container();
container.bind(weaponId).toConstantValue('katana');
container.bind(weaponId).toConstantValue('shuriken');
console.log(container.getAll(weaponId).join(', '));
// prints: katana, shuriken
// rebind removes every binding of the id, then starts a new one
container.rebind(weaponId).toConstantValue('bow');
console.log(container.getAll(weaponId).join(', '));
// prints: bow
// rebindAsync waits for the asynchronous deactivation handlers first
const syntax = await container.rebindAsync(weaponId);
syntax.toConstantValue('sword');
console.log(container.getAll(weaponId).join(', '));
// prints: sword
