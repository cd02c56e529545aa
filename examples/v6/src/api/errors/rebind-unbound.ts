import { Container } from 'inversify';

class FakeMailer {}

const container: Container = new Container();

console.log(container.isBound('Mailer'));
// prints: false

// rebind unbinds first, and nothing is bound to 'Mailer'.
container.rebind('Mailer').to(FakeMailer);
// throws: Could not unbind serviceIdentifier: Mailer
