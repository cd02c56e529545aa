import { Container, inject, injectable } from 'inversify';

@injectable()
class SmtpMailer {
  public readonly name: string = 'smtp mailer';
}

@injectable()
class FakeMailer extends SmtpMailer {
  public override readonly name: string = 'fake mailer';
}

@injectable()
class OrderService {
  constructor(
    @inject(SmtpMailer)
    public readonly mailer: SmtpMailer,
  ) {}
}

const parentContainer: Container = new Container();
parentContainer.bind(SmtpMailer).toSelf();
// The singleton binding (and therefore its cache) lives in the parent.
parentContainer.bind(OrderService).toSelf().inSingletonScope();

const childContainer: Container = new Container({ parent: parentContainer });
childContainer.bind(SmtpMailer).to(FakeMailer);

// Resolved from the child first: the mailer comes from the child's binding...
console.log(childContainer.get(OrderService).mailer.name);
// prints: fake mailer

// ...and the parent's singleton now holds that order service for everybody.
console.log(parentContainer.get(OrderService).mailer.name);
// prints: fake mailer
