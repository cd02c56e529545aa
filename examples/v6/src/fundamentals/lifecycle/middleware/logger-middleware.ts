import { Container, injectable, interfaces } from 'inversify';

@injectable()
class SmtpMailer {
  public send(to: string): string {
    return `mail sent to ${to}`;
  }
}

// A middleware receives the next step and returns a replacement step.
const logger: interfaces.Middleware = (next: interfaces.Next): interfaces.Next => {
  return (args: interfaces.NextArgs): unknown => {
    console.log(`resolving ${String(args.serviceIdentifier)}`);
    const result: unknown = next(args);
    console.log(`resolved ${String(args.serviceIdentifier)}`);
    return result;
  };
};

const container: Container = new Container();
container.bind<SmtpMailer>('Mailer').to(SmtpMailer);

container.applyMiddleware(logger);

const mailer: SmtpMailer = container.get<SmtpMailer>('Mailer');
// prints: resolving Mailer
// prints: resolved Mailer
console.log(mailer.send('ada@example.com'));
// prints: mail sent to ada@example.com
