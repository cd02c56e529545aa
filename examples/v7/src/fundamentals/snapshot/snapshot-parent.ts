import { Container } from 'inversify';

const root: Container = new Container();
root.bind<string>('Mailer').toConstantValue('SmtpMailer');
root.bind<string>('PaymentGateway').toConstantValue('CardPaymentGateway');

const requestContainer: Container = new Container({ parent: root });

// #region parent-restore
// restoring the parent changes what every child resolves through it
root.snapshot();
root.rebindSync<string>('Mailer').toConstantValue('FakeMailer');
console.log(requestContainer.get<string>('Mailer'));
// prints: FakeMailer
root.restore();
console.log(requestContainer.get<string>('Mailer'));
// prints: SmtpMailer
// #endregion parent-restore

// #region child-override
// a change that concerns one child belongs in the child: its snapshot covers it,
// and the parent, with every other child, never sees it
requestContainer.snapshot();
requestContainer.bind<string>('PaymentGateway').toConstantValue('InvoicePaymentGateway');
console.log(requestContainer.get<string>('PaymentGateway'), root.get<string>('PaymentGateway'));
// prints: InvoicePaymentGateway CardPaymentGateway
requestContainer.restore();
console.log(requestContainer.get<string>('PaymentGateway'));
// prints: CardPaymentGateway
// #endregion child-override

// #region both
// to roll back a whole hierarchy, snapshot and restore each container that changes
root.snapshot();
requestContainer.snapshot();
root.rebindSync<string>('Mailer').toConstantValue('FakeMailer');
requestContainer.bind<string>('Mailer').toConstantValue('ConsoleMailer');
requestContainer.restore();
root.restore();
console.log(requestContainer.get<string>('Mailer'));
// prints: SmtpMailer
// #endregion both
