// examples/v7/src/api/errors/rebind-unbound.ts in 6.x's API, where the synchronous methods have no Sync suffix.
import { Container } from 'inversify';

const container: Container = new Container();

container.rebind<string>('Mailer').toConstantValue('FakeMailer');
console.log(container.get<string>('Mailer'));
