import { inject, injectable } from 'inversify';

@injectable()
class OrderService {
  // SmtpMailer is read while the decorators of OrderService run, before its declaration
  // expect-error: TS2449
  constructor(@inject(SmtpMailer) public readonly mailer: { name: string }) {}
}

@injectable()
class SmtpMailer {
  public readonly name: string = 'smtp mailer';
}
