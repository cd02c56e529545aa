import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

interface Mailer {
  name: string;
}

@injectable()
class OrderService {
  constructor(
    // SmtpMailer is declared below: the arrow function reads it only when an OrderService is built
    @inject(new LazyServiceIdentifier(() => SmtpMailer))
    public readonly mailer: Mailer,
  ) {}
}

@injectable()
class SmtpMailer implements Mailer {
  public readonly name: string = 'smtp mailer';
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
container.bind(SmtpMailer).toSelf();

console.log(container.get(OrderService).mailer.name);
// prints: smtp mailer
