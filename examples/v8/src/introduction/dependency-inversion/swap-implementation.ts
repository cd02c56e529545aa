import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

interface Mailer {
  readonly transport: string;
}

const mailerId = Symbol.for('Mailer') as ServiceIdentifier<Mailer>;

@injectable()
class OrderService {
  constructor(
    @inject(mailerId)
    public readonly mailer: Mailer,
  ) {}
}

@injectable()
class SmtpMailer implements Mailer {
  public readonly transport: string = 'smtp';
}

@injectable()
class FakeMailer implements Mailer {
  public readonly transport: string = 'fake (records mails in memory)';
}

// Two containers wire the same OrderService class to different mailers.
const productionContainer: Container = new Container();
productionContainer.bind(mailerId).to(SmtpMailer);
productionContainer.bind(OrderService).toSelf();

const testContainer: Container = new Container();
testContainer.bind(mailerId).to(FakeMailer);
testContainer.bind(OrderService).toSelf();

console.log(productionContainer.get(OrderService).mailer.transport);
// prints: smtp
console.log(testContainer.get(OrderService).mailer.transport);
// prints: fake (records mails in memory)
