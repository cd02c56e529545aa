import { Container, inject, injectable, ServiceIdentifier } from 'inversify';

interface Mailer {
  readonly name: string;
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
  public readonly name: string = 'smtp';
}

@injectable()
class FakeMailer implements Mailer {
  public readonly name: string = 'fake';
}

// Two containers wire the same OrderService class to different mailers.
const productionContainer: Container = new Container();
productionContainer.bind(mailerId).to(SmtpMailer);
productionContainer.bind(OrderService).toSelf();

const testContainer: Container = new Container();
testContainer.bind(mailerId).to(FakeMailer);
testContainer.bind(OrderService).toSelf();

console.log(productionContainer.get(OrderService).mailer.name);
// prints: smtp
console.log(testContainer.get(OrderService).mailer.name);
// prints: fake
