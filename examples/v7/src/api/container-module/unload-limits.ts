import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const container: Container = new Container();
// a transient binding: every get runs the activation handlers again
container.bind<string>('Weapon').toDynamicValue((): string => 'katana');
container.bind<string>('Mailer').toConstantValue('smtp');

const testing: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    // attached to the module: removed on unload
    options.onActivation<string>('Weapon', (_context, weapon: string): string => `fake ${weapon}`);
    // acts on the container: not undone on unload
    await options.unbind('Mailer');
  },
);

async function main(): Promise<void> {
  await container.load(testing);
  console.log(container.get<string>('Weapon'), container.isBound('Mailer'));
  // prints: fake katana false

  await container.unload(testing);
  // the activation handler is gone, the removed binding does not come back
  console.log(container.get<string>('Weapon'), container.isBound('Mailer'));
  // prints: katana false
}

void main();
