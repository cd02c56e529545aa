import { Container } from 'inversify';

const container: Container = new Container();

// inversify 8: unbinding an identifier that has no binding does nothing
// (inversify 6 threw "Could not unbind serviceIdentifier: Mailer")
container.unbind('Mailer');
console.log(container.isBound('Mailer'));
// prints: false

// inversify 8: rebind of an unbound identifier simply binds it (inversify 6 threw the same error)
container.rebind<string>('Mailer').toConstantValue('SmtpMailer');
console.log(container.get<string>('Mailer'));
// prints: SmtpMailer
