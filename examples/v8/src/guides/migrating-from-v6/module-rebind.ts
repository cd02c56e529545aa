import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('SmtpMailer');

const testingModule: ContainerModule = new ContainerModule(({ rebind }: ContainerModuleLoadOptions) => {
  rebind<string>('Mailer').toConstantValue('FakeMailer');
});

container.load(testingModule);
console.log(container.get<string>('Mailer'));
// prints: FakeMailer

// inversify 8: the binding made by rebind does not belong to the module, so it survives
// the unload (inversify 6 removed it, leaving 'Mailer' unbound)
container.unload(testingModule);
console.log(container.get<string>('Mailer'));
// prints: FakeMailer
