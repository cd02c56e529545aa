import { Container, inject, injectable } from 'inversify';

interface Mailer {
  send(to: string): string;
}

@injectable()
class SmtpMailer implements Mailer {
  public send(to: string): string {
    return `welcome mail sent to ${to}`;
  }
}

@injectable()
class SignupService {
  constructor(@inject('Mailer') private readonly mailer: Mailer) {}

  public register(email: string): string {
    return this.mailer.send(email);
  }
}

const container: Container = new Container();
container.bind(SignupService).toSelf();
container.bind<Mailer>('Mailer').to(SmtpMailer);

console.log(container.get(SignupService).register('ada@example.com'));
// prints: welcome mail sent to ada@example.com
