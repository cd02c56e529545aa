import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class SmtpMailer {
  public retries: number = 0;

  public retryOnFailure(times: number): void {
    this.retries = times;
  }
}

const container: Container = new Container();
container.bind(SmtpMailer).toSelf();

// A container-level handler: it runs for every SmtpMailer this container resolves.
container.onActivation(
  SmtpMailer,
  (_context: ResolutionContext, mailer: SmtpMailer): SmtpMailer => {
    mailer.retryOnFailure(3);
    return mailer;
  },
);

const mailer: SmtpMailer = container.get(SmtpMailer);
console.log(`retries ${mailer.retries}`);
// prints: retries 3
