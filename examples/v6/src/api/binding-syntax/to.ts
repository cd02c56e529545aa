import { Container, injectable } from 'inversify';

interface Mailer {
  send(to: string): string;
}

@injectable()
class SmtpMailer implements Mailer {
  public send(to: string): string {
    return `smtp mail to ${to}`;
  }
}

const container: Container = new Container();

// Resolve 'Mailer' by instantiating SmtpMailer.
container.bind<Mailer>('Mailer').to(SmtpMailer);

console.log(container.get<Mailer>('Mailer').send('ada@example.com'));
// prints: smtp mail to ada@example.com
