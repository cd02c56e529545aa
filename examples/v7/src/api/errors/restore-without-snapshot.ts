import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('SmtpMailer');

console.log('restoring the container');
// prints: restoring the container
// restore() without an earlier snapshot()
container.restore();
// throws: No snapshot available to restore
