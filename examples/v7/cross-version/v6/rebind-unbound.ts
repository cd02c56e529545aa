// examples/v6/src/api/errors/rebind-unbound.ts in 7.x's API, where the synchronous methods end in Sync.
import { Container } from 'inversify';

class FakeMailer {}

const container: Container = new Container();

console.log(container.isBound('Mailer'));

// rebind unbinds first, and nothing is bound to 'Mailer'.
container.rebindSync('Mailer').to(FakeMailer);
