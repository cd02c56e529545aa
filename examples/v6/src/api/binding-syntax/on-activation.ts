import { Container, injectable, interfaces } from 'inversify';

@injectable()
class SmtpMailer {
  public send(to: string): string {
    return `mail sent to ${to}`;
  }
}

const sent: string[] = [];

const container: Container = new Container();

container
  .bind<SmtpMailer>('Mailer')
  .to(SmtpMailer)
  .onActivation((context: interfaces.Context, mailer: SmtpMailer): SmtpMailer => {
    // Return a proxy that records every call to send().
    const originalSend: (to: string) => string = mailer.send.bind(mailer);
    return new Proxy(mailer, {
      get(target: SmtpMailer, property: string | symbol, receiver: unknown): unknown {
        if (property === 'send') {
          return (to: string): string => {
            sent.push(to);
            return originalSend(to);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
  });

const mailer: SmtpMailer = container.get<SmtpMailer>('Mailer');
console.log(mailer.send('ada@example.com'));
// prints: mail sent to ada@example.com
mailer.send('alan@example.com');
console.log(sent);
// prints: [ 'ada@example.com', 'alan@example.com' ]
