import { Container } from 'inversify';

const app: Container = new Container();
const request: Container = app.createChild();
app.bind<string>('Mailer').toConstantValue('smtp mailer');

request.snapshot();
// A change to the parent is not part of the child's snapshot...
app.rebind<string>('Mailer').toConstantValue('fake mailer');
// ...while the child's own binding is.
request.bind<string>('Mailer').toConstantValue('request mailer');
console.log(request.get<string>('Mailer'));
// prints: request mailer

request.restore();
// The child's binding is gone; the parent keeps its change.
console.log(request.get<string>('Mailer'));
// prints: fake mailer
