import { Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');
const armorId: symbol = Symbol.for('Armor');

const container: Container = new Container();

async function main(): Promise<void> {
  container.bind<string>(weaponId).toConstantValue('katana');
  container.bind<string>(armorId).toConstantValue('helmet');

  await container.unbindAll();
  console.log(container.isBound(weaponId), container.isBound(armorId));
  // prints: false false

  container.bind<string>(weaponId).toConstantValue('shuriken');
  container.unbindAllSync();
  console.log(container.isBound(weaponId));
  // prints: false

  // #region parent-untouched
  // unbindAll on a child leaves the parent's bindings in place
  const parent: Container = new Container();
  parent.bind<string>(weaponId).toConstantValue('bow');
  const child: Container = new Container({ parent });
  child.bind<string>(weaponId).toConstantValue('katana');
  await child.unbindAll();
  console.log(child.isCurrentBound(weaponId), child.get<string>(weaponId));
  // prints: false bow
  // #endregion parent-untouched
}

void main();
