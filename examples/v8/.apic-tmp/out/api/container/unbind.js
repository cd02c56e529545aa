import { Container } from 'inversify';
const weaponId = Symbol.for('Weapon');
const armorId = Symbol.for('Armor');
const container = new Container();
container.bind(weaponId).toConstantValue('katana');
const shurikenBinding = container
    .bind(weaponId)
    .toConstantValue('shuriken')
    .getIdentifier();
container.bind(armorId).toConstantValue('helmet');
// #region binding-identifier
// unbind a single binding through its identifier
container.unbind(shurikenBinding);
console.log(container.getAll(weaponId).join(', '));
// prints: katana
// #endregion binding-identifier
// #region service-identifier
// unbind every binding of a service identifier
container.unbind(weaponId);
console.log(container.isBound(weaponId));
// prints: false
// #endregion service-identifier
// #region unbind-async
await container.unbindAsync(armorId);
console.log(container.isBound(armorId));
// prints: false
// #endregion unbind-async
