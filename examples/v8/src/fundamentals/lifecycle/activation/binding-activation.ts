import { Container, injectable } from 'inversify';

@injectable()
class SmtpMailer {
  public send(): string {
    return 'mail sent';
  }
}

const container: Container = new Container();

// A binding-level handler: it belongs to this binding only.
// Here it replaces the instance with a proxy that logs every call.
container
  .bind(SmtpMailer)
  .toSelf()
  .onActivation((_context, mailer: SmtpMailer): SmtpMailer => {
    return new Proxy(mailer, {
      get(target: SmtpMailer, property: string | symbol, receiver: unknown): unknown {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value === 'function') {
          return (...args: unknown[]): unknown => {
            console.log(`calling ${String(property)}`);
            return Reflect.apply(value, target, args);
          };
        }
        return value;
      },
    });
  });

const mailer: SmtpMailer = container.get(SmtpMailer);
console.log(mailer.send());
// prints: calling send
// prints: mail sent
