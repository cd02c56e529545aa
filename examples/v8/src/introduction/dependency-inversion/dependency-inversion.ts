import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

// Abstractions: the only things consumers know about.
interface Mailer {
  send(to: string, subject: string): string;
}

interface OrderService {
  confirm(orderId: number, customer: string): string;
}

// Typed service identifiers. The `as` keeps the declared type on the constant,
// so bind() and get() infer what each one stands for.
const mailerId = Symbol.for('Mailer') as ServiceIdentifier<Mailer>;
const orderServiceId = Symbol.for('OrderService') as ServiceIdentifier<OrderService>;

// Concrete details, hidden behind the identifiers.
@injectable()
class SmtpMailer implements Mailer {
  public send(to: string, subject: string): string {
    return `smtp: "${subject}" sent to ${to}`;
  }
}

@injectable()
class MailingOrderService implements OrderService {
  // MailingOrderService depends on "a Mailer", not on SmtpMailer.
  constructor(
    @inject(mailerId)
    private readonly mailer: Mailer,
  ) {}

  public confirm(orderId: number, customer: string): string {
    return this.mailer.send(customer, `order ${String(orderId)} confirmed`);
  }
}

// The composition root is the only place that names concrete classes.
const container: Container = new Container();
container.bind(mailerId).to(SmtpMailer);
container.bind(orderServiceId).to(MailingOrderService);

// No annotation and no type argument: get() infers OrderService from orderServiceId.
const orders = container.get(orderServiceId);

console.log(orders.confirm(1, 'ada@example.com'));
// prints: smtp: "order 1 confirmed" sent to ada@example.com
