import { Container } from 'inversify';

const mailerId: symbol = Symbol.for('Mailer');

const container: Container = new Container();
container.bind<string>(mailerId).toConstantValue('smtp mailer');

container.snapshot();

// change the bindings, for example to replace a service in a test
container.rebind<string>(mailerId).toConstantValue('fake mailer');
console.log(container.get<string>(mailerId));
// prints: fake mailer

container.restore();
console.log(container.get<string>(mailerId));
// prints: smtp mailer

// the stack is empty again: one more restore throws
try {
  container.restore();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No snapshot available to restore
}
