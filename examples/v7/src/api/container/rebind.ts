import { Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');

const container: Container = new Container();
container.bind<string>(weaponId).toConstantValue('katana');
container.bind<string>(weaponId).toConstantValue('shuriken');

async function main(): Promise<void> {
  console.log(container.getAll<string>(weaponId).join(', '));
  // prints: katana, shuriken

  // rebind removes every binding of the id, then starts a new one
  const syntax = await container.rebind<string>(weaponId);
  syntax.toConstantValue('bow');
  console.log(container.getAll<string>(weaponId).join(', '));
  // prints: bow

  // rebindSync does the same without a promise
  container.rebindSync<string>(weaponId).toConstantValue('sword');
  console.log(container.getAll<string>(weaponId).join(', '));
  // prints: sword
}

void main();
