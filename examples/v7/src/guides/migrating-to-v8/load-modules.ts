import { Container, ContainerModule } from 'inversify';

const weaponsModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<string>('Weapon').toConstantValue('katana');
});

async function main(): Promise<void> {
  const container: Container = new Container();

  // inversify 7: load() and unload() return a Promise
  await container.load(weaponsModule);
  console.log(`loaded: ${container.get<string>('Weapon')}`);
  // prints: loaded: katana

  await container.unload(weaponsModule);
  console.log(`bound after unload: ${container.isBound('Weapon')}`);
  // prints: bound after unload: false

  // inversify 7: the synchronous variants carry a Sync suffix
  container.loadSync(weaponsModule);
  console.log(`loaded again: ${container.get<string>('Weapon')}`);
  // prints: loaded again: katana

  container.unloadSync(weaponsModule);
  console.log(`bound after unloadSync: ${container.isBound('Weapon')}`);
  // prints: bound after unloadSync: false
}

void main();
