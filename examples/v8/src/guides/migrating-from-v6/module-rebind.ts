import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');

const upgrade: ContainerModule = new ContainerModule(({ rebind }: ContainerModuleLoadOptions) => {
  rebind<string>('Weapon').toConstantValue('shuriken');
});

container.load(upgrade);
console.log(container.get<string>('Weapon'));
// prints: shuriken

// inversify 8: the binding made by rebind does not belong to the module, so it survives
// the unload (inversify 6 removed it, leaving 'Weapon' unbound)
container.unload(upgrade);
console.log(container.get<string>('Weapon'));
// prints: shuriken
