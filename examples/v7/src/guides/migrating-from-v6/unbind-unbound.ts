import { Container } from 'inversify';

const container: Container = new Container();

async function main(): Promise<void> {
  // inversify 7: unbinding an identifier that has no binding does nothing
  await container.unbind('Weapon');
  container.unbindSync('Weapon');
  console.log(`bound ${container.isBound('Weapon')}`);
  // prints: bound false

  // rebind of an unbound identifier simply creates the binding
  (await container.rebind<string>('Weapon')).toConstantValue('katana');
  container.rebindSync<string>('Armor').toConstantValue('plate');
  console.log(container.get<string>('Weapon'), container.get<string>('Armor'));
  // prints: katana plate
}

void main();
