import { Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');
const armorId: symbol = Symbol.for('Armor');

const container: Container = new Container();

container.bind<string>(weaponId).toConstantValue('katana');
container.bind<string>(armorId).toConstantValue('helmet');

container.unbindAll();
console.log(container.isBound(weaponId), container.isBound(armorId));
// prints: false false

container.bind<string>(weaponId).toConstantValue('shuriken');
await container.unbindAllAsync();
console.log(container.isBound(weaponId));
// prints: false

// unbindAll on a child leaves the bindings of its parent alone
const parent: Container = new Container();
parent.bind<string>(weaponId).toConstantValue('bow');
const child: Container = new Container({ parent });
child.bind<string>(armorId).toConstantValue('plate');
child.unbindAll();
console.log(child.isCurrentBound(armorId), child.get<string>(weaponId));
// prints: false bow
