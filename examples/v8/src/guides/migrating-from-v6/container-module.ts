import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

// inversify 8: the callback receives one options object
const testingModule: ContainerModule = new ContainerModule(
  ({ bind, isBound, unbind }: ContainerModuleLoadOptions) => {
    bind<string>('Mailer').toConstantValue('FakeMailer');
    if (isBound('PaymentGateway')) {
      unbind('PaymentGateway');
    }
  },
);

const container: Container = new Container();
container.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway');

// inversify 8: load() is synchronous, as in inversify 6; loadAsync() awaits async modules
container.load(testingModule);
console.log(`${container.get<string>('Mailer')} ${container.isBound('PaymentGateway')}`);
// prints: FakeMailer false

// inversify 8: rebind() and unbind() are synchronous; *Async variants exist
container.rebind<string>('Mailer').toConstantValue('SmtpMailer');
console.log(container.get<string>('Mailer'));
// prints: SmtpMailer
container.unbind('Mailer');
console.log(container.isBound('Mailer'));
// prints: false
