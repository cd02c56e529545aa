import { Container } from 'inversify';

const mailerId: symbol = Symbol.for('Mailer');

const container: Container = new Container();
container.bind<string>(mailerId).toConstantValue('SmtpMailer');

container.snapshot();

// change the bindings, for example to replace a service in a test
container.rebindSync<string>(mailerId).toConstantValue('FakeMailer');
console.log(container.get<string>(mailerId));
// prints: FakeMailer

container.restore();
console.log(container.get<string>(mailerId));
// prints: SmtpMailer
