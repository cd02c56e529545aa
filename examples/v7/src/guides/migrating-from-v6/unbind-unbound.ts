import { Container } from 'inversify';

const container: Container = new Container();

async function main(): Promise<void> {
  // inversify 7: unbinding an identifier that has no binding does nothing
  await container.unbind('Mailer');
  container.unbindSync('Mailer');
  console.log(`bound ${container.isBound('Mailer')}`);
  // prints: bound false

  // rebind of an unbound identifier simply creates the binding
  (await container.rebind<string>('Mailer')).toConstantValue('SmtpMailer');
  container.rebindSync<string>('PaymentGateway').toConstantValue('CardPaymentGateway');
  console.log(container.get<string>('Mailer'), container.get<string>('PaymentGateway'));
  // prints: SmtpMailer CardPaymentGateway
}

void main();
