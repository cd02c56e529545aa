import { Container, injectable, interfaces } from 'inversify';

@injectable()
class SmtpMailer {}

const container: Container = new Container();
const activations: Record<string, number> = { transient: 0, singleton: 0 };

container
  .bind<SmtpMailer>('TransientMailer')
  .to(SmtpMailer)
  .onActivation((context: interfaces.Context, mailer: SmtpMailer): SmtpMailer => {
    activations.transient += 1;
    return mailer;
  });

container
  .bind<SmtpMailer>('SingletonMailer')
  .to(SmtpMailer)
  .inSingletonScope()
  .onActivation((context: interfaces.Context, mailer: SmtpMailer): SmtpMailer => {
    activations.singleton += 1;
    return mailer;
  });

for (let i = 0; i < 3; i++) {
  container.get('TransientMailer');
  container.get('SingletonMailer');
}

// A transient value is activated on every resolution, a singleton once.
console.log(activations);
// prints: { transient: 3, singleton: 1 }
