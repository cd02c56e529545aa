import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Mailer {}

const container: Container = new Container();
const activations: Record<string, number> = { transient: 0, singleton: 0 };

container
  .bind<Mailer>('TransientMailer')
  .to(Mailer)
  .onActivation((context: interfaces.Context, mailer: Mailer): Mailer => {
    activations.transient += 1;
    return mailer;
  });

container
  .bind<Mailer>('SingletonMailer')
  .to(Mailer)
  .inSingletonScope()
  .onActivation((context: interfaces.Context, mailer: Mailer): Mailer => {
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
