import { Container } from 'inversify';

async function main(): Promise<void> {
  const container: Container = new Container();
  container.bind<string>('Weapon').toConstantValue('katana');

  // inversify 7: rebind() resolves to the fluent syntax once old bindings are removed
  (await container.rebind<string>('Weapon')).toConstantValue('shuriken');
  console.log(container.get<string>('Weapon'));
  // prints: shuriken

  // inversify 7: rebindSync() is the synchronous variant
  container.rebindSync<string>('Weapon').toConstantValue('nunchaku');
  console.log(container.get<string>('Weapon'));
  // prints: nunchaku

  // inversify 7: unbind() returns a Promise, unbindSync() does not
  await container.unbind('Weapon');
  container.bind<string>('Armor').toConstantValue('plate');
  container.unbindSync('Armor');
  console.log(`${container.isBound('Weapon')} ${container.isBound('Armor')}`);
  // prints: false false

  // inversify 7: unbindAll() returns a Promise, unbindAllSync() does not
  container.bind<string>('Weapon').toConstantValue('bo');
  await container.unbindAll();
  container.bind<string>('Weapon').toConstantValue('sai');
  container.unbindAllSync();
  console.log(`bound at the end: ${container.isBound('Weapon')}`);
  // prints: bound at the end: false
}

void main();
