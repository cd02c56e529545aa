import { Container, ContainerModule } from 'inversify';

const defaultsModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<string>('Mailer').toConstantValue('smtp mailer');
  bind<number>('MailRetries').toConstantValue(10);
});

// inversify 7: inside a module, rebind and unbind are async, rebindSync and unbindSync are not
const overridesModule: ContainerModule = new ContainerModule(
  ({ rebindSync, unbindSync }) => {
    rebindSync<string>('Mailer').toConstantValue('fake mailer');
    unbindSync('MailRetries');
  },
);

const container: Container = new Container();
container.loadSync(defaultsModule, overridesModule);

console.log(container.get<string>('Mailer'));
// prints: fake mailer
console.log(container.isBound('MailRetries'));
// prints: false
