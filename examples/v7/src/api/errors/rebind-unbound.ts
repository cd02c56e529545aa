import { Container } from 'inversify';

const container: Container = new Container();

container.rebindSync<string>('Mailer').toConstantValue('FakeMailer');
console.log(container.get<string>('Mailer'));
// prints: FakeMailer
