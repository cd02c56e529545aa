import { Container } from 'inversify';

const container: Container = new Container();
// nothing is bound to 'Mailer': unbind does nothing and throws nothing
container.unbind('Mailer');
console.log(`Mailer bound: ${String(container.isBound('Mailer'))}`);
// prints: Mailer bound: false
