import { Container, injectable } from 'inversify';

@injectable()
class SmtpMailer {}

const mailerId: symbol = Symbol.for('Mailer');
const paymentGatewayId: symbol = Symbol.for('PaymentGateway');

const container: Container = new Container();
container.bind(SmtpMailer).toSelf();
container.bind<SmtpMailer>(mailerId).to(SmtpMailer);

console.log(container.isBound(SmtpMailer), container.isBound(mailerId), container.isBound(paymentGatewayId));
// prints: true true false
