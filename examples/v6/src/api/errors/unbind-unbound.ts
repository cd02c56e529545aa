import { Container } from 'inversify';

const container: Container = new Container();

console.log(container.isBound('Mailer'));
// prints: false

// Nothing was ever bound to 'Mailer'.
container.unbind('Mailer');
// throws: Could not unbind serviceIdentifier: Mailer
