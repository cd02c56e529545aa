import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

interface Mailer {
  send(to: string): string;
}

interface Logger {
  log(message: string): void;
}

@injectable()
class OrderService {
  // Property injection accepts a lazy identifier too.
  @inject(new LazyServiceIdentifier(() => ConsoleLogger))
  public readonly logger!: Logger;

  constructor(
    // SmtpMailer is declared below this class. Writing
    // @inject(SmtpMailer) here would read it before it exists.
    @inject(new LazyServiceIdentifier(() => SmtpMailer))
    public readonly mailer: Mailer,
  ) {}
}

@injectable()
class SmtpMailer implements Mailer {
  public send(to: string): string {
    return `mail sent to ${to}`;
  }
}

@injectable()
class ConsoleLogger implements Logger {
  public log(message: string): void {
    console.log(message);
  }
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
container.bind(SmtpMailer).toSelf();
container.bind(ConsoleLogger).toSelf();

const service: OrderService = container.get(OrderService);
service.logger.log(service.mailer.send('ada@example.com'));
// prints: mail sent to ada@example.com
