import { Container, ContainerModule } from 'inversify';

const defaultsModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<string>('Mailer').toConstantValue('smtp mailer');
  bind<number>('MailRetries').toConstantValue(10);
});

// inversify 8: inside a module, rebind and unbind are synchronous,
// rebindAsync and unbindAsync return Promises
const overridesModule: ContainerModule = new ContainerModule(
  ({ rebind, unbind }) => {
    rebind<string>('Mailer').toConstantValue('fake mailer');
    unbind('MailRetries');
  },
);

const container: Container = new Container();
container.load(defaultsModule, overridesModule);

console.log(container.get<string>('Mailer'));
// prints: fake mailer
console.log(container.isBound('MailRetries'));
// prints: false
