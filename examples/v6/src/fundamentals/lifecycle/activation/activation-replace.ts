import { Container, injectable, interfaces } from 'inversify';

@injectable()
class SmtpMailer {
  public send(to: string): string {
    return `mail sent to ${to}`;
  }
}

const container: Container = new Container();

// The binding handler returns a different object than the one it received...
container
  .bind(SmtpMailer)
  .toSelf()
  .onActivation((context: interfaces.Context, mailer: SmtpMailer): SmtpMailer => {
    const logged: SmtpMailer = new SmtpMailer();
    logged.send = (to: string): string => `[logged] ${mailer.send(to)}`;
    return logged;
  });

// ...and the container handler, which runs next, receives that replacement.
container.onActivation(SmtpMailer, (context: interfaces.Context, mailer: SmtpMailer): SmtpMailer => {
  console.log(mailer.send('ops@example.com'));
  return mailer;
});

console.log(container.get(SmtpMailer).send('ada@example.com'));
// prints: [logged] mail sent to ops@example.com
// prints: [logged] mail sent to ada@example.com
