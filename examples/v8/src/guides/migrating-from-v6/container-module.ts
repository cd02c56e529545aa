import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

// inversify 8: the callback receives one options object
const weaponsModule: ContainerModule = new ContainerModule(
  ({ bind, isBound, unbind }: ContainerModuleLoadOptions) => {
    bind<string>('Weapon').toConstantValue('katana');
    if (isBound('Armor')) {
      unbind('Armor');
    }
  },
);

const container: Container = new Container();
container.bind<string>('Armor').toConstantValue('plate');

// inversify 8: load() is synchronous, as in inversify 6; loadAsync() awaits async modules
container.load(weaponsModule);
console.log(`${container.get<string>('Weapon')} ${container.isBound('Armor')}`);
// prints: katana false

// inversify 8: rebind() and unbind() are synchronous; *Async variants exist
container.rebind<string>('Weapon').toConstantValue('shuriken');
console.log(container.get<string>('Weapon'));
// prints: shuriken
container.unbind('Weapon');
console.log(container.isBound('Weapon'));
// prints: false
