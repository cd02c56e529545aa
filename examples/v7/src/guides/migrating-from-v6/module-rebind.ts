import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');

// this module replaces the Weapon binding with rebind
const bowModule: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    (await options.rebind<string>('Weapon')).toConstantValue('bow');
  },
);

async function main(): Promise<void> {
  await container.load(bowModule);
  console.log(container.get<string>('Weapon'));
  // prints: bow

  // inversify 7: a binding made with rebind does not belong to the module,
  // so unloading the module leaves it in place
  await container.unload(bowModule);
  console.log(container.isBound('Weapon'), container.get<string>('Weapon'));
  // prints: true bow
}

void main();
