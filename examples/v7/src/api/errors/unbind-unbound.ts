import { Container } from 'inversify';

const container: Container = new Container();

// nothing is bound to 'Mailer'
container.unbindSync('Mailer');
console.log(container.isBound('Mailer'));
// prints: false
