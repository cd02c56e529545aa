import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class SmtpMailer {
  public retries: number = 0;
}

const container: Container = new Container();
container.bind(SmtpMailer).toSelf();

// runs for every instance of SmtpMailer this container activates
container.onActivation(
  SmtpMailer,
  (_context: ResolutionContext, mailer: SmtpMailer): SmtpMailer => {
    mailer.retries = 3;
    return mailer;
  },
);

console.log(container.get(SmtpMailer).retries);
// prints: 3
