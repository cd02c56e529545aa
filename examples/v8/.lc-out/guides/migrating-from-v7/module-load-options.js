import { Container, ContainerModule } from 'inversify';
const defaultsModule = new ContainerModule(({ bind }) => {
    bind('Weapon').toConstantValue('katana');
    bind('Damage').toConstantValue(10);
});
// inversify 8: inside a module, rebind and unbind are synchronous,
// rebindAsync and unbindAsync return Promises
const overridesModule = new ContainerModule(({ rebind, unbind }) => {
    rebind('Weapon').toConstantValue('shuriken');
    unbind('Damage');
});
const container = new Container();
container.load(defaultsModule, overridesModule);
console.log(container.get('Weapon'));
// prints: shuriken
console.log(container.isBound('Damage'));
// prints: false
