import { Container, interfaces } from 'inversify';

interface AppConfig {
  smtpHost: string;
}

class SmtpMailer {
  constructor(public readonly host: string) {}
}

const container: Container = new Container();

container.bind<AppConfig>('AppConfig').toConstantValue({ smtpHost: 'smtp.example.com' });

// The function runs on each resolution (transient scope by default)
// and may use the context to resolve other services.
container
  .bind<SmtpMailer>('Mailer')
  .toDynamicValue((context: interfaces.Context): SmtpMailer => new SmtpMailer(context.container.get<AppConfig>('AppConfig').smtpHost));

console.log(container.get<SmtpMailer>('Mailer').host);
// prints: smtp.example.com
