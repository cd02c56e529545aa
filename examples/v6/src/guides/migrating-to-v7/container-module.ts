import { Container, ContainerModule, interfaces } from 'inversify';

// inversify 6: the callback receives positional functions
const testingModule: ContainerModule = new ContainerModule(
  (bind: interfaces.Bind, unbind: interfaces.Unbind, isBound: interfaces.IsBound) => {
    bind<string>('Mailer').toConstantValue('FakeMailer');
    if (isBound('PaymentGateway')) {
      unbind('PaymentGateway');
    }
  },
);

const container: Container = new Container();
container.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway');

// inversify 6: load() is synchronous
container.load(testingModule);
console.log(`${container.get<string>('Mailer')} ${container.isBound('PaymentGateway')}`);
// prints: FakeMailer false

// inversify 6: rebind() and unbind() are synchronous too
container.rebind<string>('Mailer').toConstantValue('SmtpMailer');
console.log(container.get<string>('Mailer'));
// prints: SmtpMailer
container.unbind('Mailer');
console.log(container.isBound('Mailer'));
// prints: false
