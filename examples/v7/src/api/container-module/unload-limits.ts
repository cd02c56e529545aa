import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const container: Container = new Container();
// a transient binding: every get runs the activation handlers again
container.bind<string>('PaymentGateway').toDynamicValue((): string => 'card gateway');
container.bind<string>('Mailer').toConstantValue('smtp');

const testing: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    // attached to the module: removed on unload
    options.onActivation<string>('PaymentGateway', (_context, gateway: string): string => `fake ${gateway}`);
    // acts on the container: not undone on unload
    await options.unbind('Mailer');
  },
);

async function main(): Promise<void> {
  await container.load(testing);
  console.log(container.get<string>('PaymentGateway'), container.isBound('Mailer'));
  // prints: fake card gateway false

  await container.unload(testing);
  // the activation handler is gone, the removed binding does not come back
  console.log(container.get<string>('PaymentGateway'), container.isBound('Mailer'));
  // prints: card gateway false
}

void main();
