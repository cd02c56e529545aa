import { Container } from 'inversify';

// #region handlers
// a snapshot also saves activation handlers: one added afterwards is gone after restore
const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('SmtpMailer');
container.snapshot();
container.onActivation<string>('Mailer', (_context, mailer: string): string => `${mailer} (logged)`);
console.log(container.get<string>('Mailer'));
// prints: SmtpMailer (logged)
container.restore();
console.log(container.get<string>('Mailer'));
// prints: SmtpMailer
// #endregion handlers

// #region stack
// snapshots form a stack: each restore goes back one step
const stacked: Container = new Container();
stacked.bind<number>('ShippingFee').toConstantValue(5);
stacked.snapshot();
stacked.rebindSync<number>('ShippingFee').toConstantValue(7);
stacked.snapshot();
stacked.rebindSync<number>('ShippingFee').toConstantValue(0);
stacked.restore();
console.log(stacked.get<number>('ShippingFee'));
// prints: 7
stacked.restore();
console.log(stacked.get<number>('ShippingFee'));
// prints: 5
// #endregion stack

// #region parent
// a snapshot of a child does not cover its parent
const parent: Container = new Container();
parent.bind<string>('Mailer').toConstantValue('SmtpMailer');
const child: Container = new Container({ parent });
child.snapshot();
parent.rebindSync<string>('Mailer').toConstantValue('FakeMailer');
child.restore();
console.log(child.get<string>('Mailer'));
// prints: FakeMailer
// #endregion parent
