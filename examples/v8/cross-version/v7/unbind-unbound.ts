// examples/v7/src/api/errors/unbind-unbound.ts in 8.x's API, where the synchronous methods have no Sync suffix.
import { Container } from 'inversify';

const container: Container = new Container();

// nothing is bound to 'Mailer'
container.unbind('Mailer');
console.log(container.isBound('Mailer'));
