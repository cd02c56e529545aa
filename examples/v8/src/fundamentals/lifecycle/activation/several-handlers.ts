import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class SmtpMailer {
  public retries: number = 1;
}

const container: Container = new Container();
container.bind(SmtpMailer).toSelf();

// Two handlers for one identifier: they run in registration order,
// and each receives the value the previous one returned.
container.onActivation(SmtpMailer, (_context: ResolutionContext, mailer: SmtpMailer): SmtpMailer => {
  console.log(`first handler sees ${mailer.retries}`);
  mailer.retries *= 2;
  return mailer;
});
container.onActivation(SmtpMailer, (_context: ResolutionContext, mailer: SmtpMailer): SmtpMailer => {
  console.log(`second handler sees ${mailer.retries}`);
  return Object.assign(new SmtpMailer(), { retries: mailer.retries + 1 });
});

console.log(`resolved retries ${container.get(SmtpMailer).retries}`);
// prints: first handler sees 1
// prints: second handler sees 2
// prints: resolved retries 3
