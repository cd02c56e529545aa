import { Container, inject, injectable } from 'inversify';

@injectable()
class OrderService {
  constructor(
    // expect-error: TS2449
    @inject(SmtpMailer)
    public readonly mailer: { send(to: string): string },
  ) {}
}

@injectable()
class SmtpMailer {
  public send(to: string): string {
    return `mail sent to ${to}`;
  }
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
container.bind(SmtpMailer).toSelf();
