import { type BindingIdentifier, Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');
const armorId: symbol = Symbol.for('Armor');

const container: Container = new Container();
container.bind<string>(weaponId).toConstantValue('katana');
const shurikenBinding: BindingIdentifier = container
  .bind<string>(weaponId)
  .toConstantValue('shuriken')
  .getIdentifier();
container.bind<string>(armorId).toConstantValue('helmet');

// #region binding-identifier
// unbind a single binding through its identifier
container.unbind(shurikenBinding);
console.log(container.getAll<string>(weaponId).join(', '));
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
