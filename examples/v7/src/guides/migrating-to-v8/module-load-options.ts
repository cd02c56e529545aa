import { Container, ContainerModule } from 'inversify';

const defaultsModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<string>('Weapon').toConstantValue('katana');
  bind<number>('Damage').toConstantValue(10);
});

// inversify 7: inside a module, rebind and unbind are async, rebindSync and unbindSync are not
const overridesModule: ContainerModule = new ContainerModule(
  ({ rebindSync, unbindSync }) => {
    rebindSync<string>('Weapon').toConstantValue('shuriken');
    unbindSync('Damage');
  },
);

const container: Container = new Container();
container.loadSync(defaultsModule, overridesModule);

console.log(container.get<string>('Weapon'));
// prints: shuriken
console.log(container.isBound('Damage'));
// prints: false
