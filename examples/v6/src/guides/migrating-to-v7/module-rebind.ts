import { Container, ContainerModule, interfaces } from 'inversify';

const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('SmtpMailer');

// this module replaces the Mailer binding with rebind
const testingModule: ContainerModule = new ContainerModule(
  (_bind: interfaces.Bind, _unbind: interfaces.Unbind, _isBound: interfaces.IsBound, rebind: interfaces.Rebind) => {
    rebind<string>('Mailer').toConstantValue('FakeMailer');
  },
);

container.load(testingModule);
console.log(container.get<string>('Mailer'));
// prints: FakeMailer

// inversify 6: the binding made with rebind belongs to the module,
// so unloading the module removes it and leaves Mailer unbound
container.unload(testingModule);
console.log(container.isBound('Mailer'));
// prints: false
