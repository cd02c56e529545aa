import { BindingIdentifier, Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');
const armorId: symbol = Symbol.for('Armor');

const container: Container = new Container();
container.bind<string>(weaponId).toConstantValue('katana');
const shurikenBinding: BindingIdentifier = container
  .bind<string>(weaponId)
  .toConstantValue('shuriken')
  .getIdentifier();
container.bind<string>(armorId).toConstantValue('helmet');

async function main(): Promise<void> {
  // #region binding-identifier
  // unbind a single binding through its identifier
  await container.unbind(shurikenBinding);
  console.log(container.getAll<string>(weaponId).join(', '));
  // prints: katana
  // #endregion binding-identifier

  // #region service-identifier
  // unbind every binding of a service identifier
  await container.unbind(weaponId);
  console.log(container.isBound(weaponId));
  // prints: false
  // #endregion service-identifier

  // #region unbind-sync
  container.unbindSync(armorId);
  console.log(container.isBound(armorId));
  // prints: false
  // #endregion unbind-sync
}

void main();
