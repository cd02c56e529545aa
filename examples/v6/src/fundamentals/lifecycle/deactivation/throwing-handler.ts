import { Container, injectable } from 'inversify';

@injectable()
class SmtpMailer {}

const container: Container = new Container();
container
  .bind(SmtpMailer)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    throw new Error('mail queue not empty');
  });

container.get(SmtpMailer);
try {
  container.unbind(SmtpMailer);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: onDeactivation() error in class SmtpMailer: mail queue not empty
}
console.log(container.isBound(SmtpMailer));
// prints: true
