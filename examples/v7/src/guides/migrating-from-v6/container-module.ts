import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

// inversify 7: the callback receives one options object
const weaponsModule: ContainerModule = new ContainerModule(
  ({ bind, isBound, unbindSync }: ContainerModuleLoadOptions) => {
    bind<string>('Weapon').toConstantValue('katana');
    if (isBound('Armor')) {
      unbindSync('Armor');
    }
  },
);

async function main(): Promise<void> {
  const container: Container = new Container();
  container.bind<string>('Armor').toConstantValue('plate');

  // inversify 7: load() returns a Promise; loadSync() is the synchronous variant
  await container.load(weaponsModule);
  console.log(`${container.get<string>('Weapon')} ${container.isBound('Armor')}`);
  // prints: katana false

  // inversify 7: rebind() and unbind() return Promises; *Sync variants exist
  (await container.rebind<string>('Weapon')).toConstantValue('shuriken');
  console.log(container.get<string>('Weapon'));
  // prints: shuriken
  container.unbindSync('Weapon');
  console.log(container.isBound('Weapon'));
  // prints: false
}

void main();
