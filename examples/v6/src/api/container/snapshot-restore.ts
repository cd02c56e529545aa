import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('smtp mailer');

container.snapshot();

// Replace the binding, e.g. with a test double.
container.rebind<string>('Mailer').toConstantValue('fake mailer');
console.log(container.get<string>('Mailer'));
// prints: fake mailer

container.restore();
console.log(container.get<string>('Mailer'));
// prints: smtp mailer
