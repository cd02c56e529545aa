import { Container } from 'inversify';

const mailerId: symbol = Symbol.for('Mailer');

const container: Container = new Container();
container.bind<string>(mailerId).toConstantValue('smtp');
container.bind<string>(mailerId).toConstantValue('ses');

console.log(container.getAll<string>(mailerId).join(', '));
// prints: smtp, ses

// rebind removes every binding of the id, then starts a new one
container.rebind<string>(mailerId).toConstantValue('fake');
console.log(container.getAll<string>(mailerId).join(', '));
// prints: fake

// rebindAsync waits for the asynchronous deactivation handlers first
const syntax = await container.rebindAsync<string>(mailerId);
syntax.toConstantValue('sendmail');
console.log(container.getAll<string>(mailerId).join(', '));
// prints: sendmail
