import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('SmtpMailer');

// this module replaces the Mailer binding with rebind
const testingModule: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    (await options.rebind<string>('Mailer')).toConstantValue('FakeMailer');
  },
);

async function main(): Promise<void> {
  await container.load(testingModule);
  console.log(container.get<string>('Mailer'));
  // prints: FakeMailer

  // inversify 7: a binding made with rebind does not belong to the module,
  // so unloading the module leaves it in place
  await container.unload(testingModule);
  console.log(container.isBound('Mailer'), container.get<string>('Mailer'));
  // prints: true FakeMailer
}

void main();
