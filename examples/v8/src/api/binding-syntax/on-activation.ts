import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class SmtpMailer {
  public send(to: string): string {
    return `sent to ${to}`;
  }
}

const container: Container = new Container();
container
  .bind(SmtpMailer)
  .toSelf()
  .onActivation((_context: ResolutionContext, mailer: SmtpMailer): SmtpMailer => {
    // Wrap send() so each call is logged; the returned object is what gets injected
    const originalSend: (to: string) => string = mailer.send.bind(mailer);
    mailer.send = (to: string): string => {
      console.log('send called');
      return originalSend(to);
    };
    return mailer;
  });

console.log(container.get(SmtpMailer).send('ada@example.com'));
// prints: send called
// prints: sent to ada@example.com
