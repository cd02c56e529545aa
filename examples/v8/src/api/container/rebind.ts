import { Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');

const container: Container = new Container();
container.bind<string>(weaponId).toConstantValue('katana');
container.bind<string>(weaponId).toConstantValue('shuriken');

console.log(container.getAll<string>(weaponId).join(', '));
// prints: katana, shuriken

// rebind removes every binding of the id, then starts a new one
container.rebind<string>(weaponId).toConstantValue('bow');
console.log(container.getAll<string>(weaponId).join(', '));
// prints: bow

// rebindAsync waits for the asynchronous deactivation handlers first
const syntax = await container.rebindAsync<string>(weaponId);
syntax.toConstantValue('sword');
console.log(container.getAll<string>(weaponId).join(', '));
// prints: sword
