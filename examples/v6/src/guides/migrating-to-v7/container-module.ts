import { Container, ContainerModule, interfaces } from 'inversify';

// inversify 6: the callback receives positional functions
const weaponsModule: ContainerModule = new ContainerModule(
  (bind: interfaces.Bind, unbind: interfaces.Unbind, isBound: interfaces.IsBound) => {
    bind<string>('Weapon').toConstantValue('katana');
    if (isBound('Armor')) {
      unbind('Armor');
    }
  },
);

const container: Container = new Container();
container.bind<string>('Armor').toConstantValue('plate');

// inversify 6: load() is synchronous
container.load(weaponsModule);
console.log(`${container.get<string>('Weapon')} ${container.isBound('Armor')}`);
// prints: katana false

// inversify 6: rebind() and unbind() are synchronous too
container.rebind<string>('Weapon').toConstantValue('shuriken');
console.log(container.get<string>('Weapon'));
// prints: shuriken
container.unbind('Weapon');
console.log(container.isBound('Weapon'));
// prints: false
