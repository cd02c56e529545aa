import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

// inversify 7: the callback receives one options object
const testingModule: ContainerModule = new ContainerModule(
  ({ bind, isBound, unbindSync }: ContainerModuleLoadOptions) => {
    bind<string>('Mailer').toConstantValue('FakeMailer');
    if (isBound('PaymentGateway')) {
      unbindSync('PaymentGateway');
    }
  },
);

async function main(): Promise<void> {
  const container: Container = new Container();
  container.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway');

  // inversify 7: load() returns a Promise; loadSync() is the synchronous variant
  await container.load(testingModule);
  console.log(`${container.get<string>('Mailer')} ${container.isBound('PaymentGateway')}`);
  // prints: FakeMailer false

  // inversify 7: rebind() and unbind() return Promises; *Sync variants exist
  (await container.rebind<string>('Mailer')).toConstantValue('SmtpMailer');
  console.log(container.get<string>('Mailer'));
  // prints: SmtpMailer
  container.unbindSync('Mailer');
  console.log(container.isBound('Mailer'));
  // prints: false
}

void main();
