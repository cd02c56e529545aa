import { Container, ContainerModule } from 'inversify';

const defaultsModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<string>('Weapon').toConstantValue('katana');
  bind<number>('Damage').toConstantValue(10);
});

// inversify 8: inside a module, rebind and unbind are synchronous,
// rebindAsync and unbindAsync return Promises
const overridesModule: ContainerModule = new ContainerModule(
  ({ rebind, unbind }) => {
    rebind<string>('Weapon').toConstantValue('shuriken');
    unbind('Damage');
  },
);

const container: Container = new Container();
container.load(defaultsModule, overridesModule);

console.log(container.get<string>('Weapon'));
// prints: shuriken
console.log(container.isBound('Damage'));
// prints: false
