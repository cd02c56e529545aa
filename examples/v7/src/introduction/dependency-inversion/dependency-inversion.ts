import { Container, inject, injectable, ServiceIdentifier } from 'inversify';

// Abstractions: the only things consumers know about.
interface Mailer {
  send(to: string, text: string): string;
}

interface OrderService {
  placeOrder(orderId: number, email: string): string;
}

// Typed service identifiers. The assertion (as) keeps the type on the constant;
// an annotation would be narrowed to plain symbol and get() would return unknown.
const mailerId = Symbol.for('Mailer') as ServiceIdentifier<Mailer>;
const orderServiceId = Symbol.for('OrderService') as ServiceIdentifier<OrderService>;

// Concrete details, hidden behind the identifiers.
@injectable()
class SmtpMailer implements Mailer {
  public send(to: string, text: string): string {
    return `${text} (mailed to ${to})`;
  }
}

@injectable()
class DefaultOrderService implements OrderService {
  // DefaultOrderService depends on "a Mailer", not on SmtpMailer.
  constructor(
    @inject(mailerId)
    private readonly mailer: Mailer,
  ) {}

  public placeOrder(orderId: number, email: string): string {
    return this.mailer.send(email, `order ${orderId} placed`);
  }
}

// The composition root is the only place that names concrete classes.
const container: Container = new Container();
container.bind(mailerId).to(SmtpMailer);
container.bind(orderServiceId).to(DefaultOrderService);

// No annotation and no type argument: get() infers OrderService from the identifier.
const orderService = container.get(orderServiceId);

console.log(orderService.placeOrder(1, 'ada@example.com'));
// prints: order 1 placed (mailed to ada@example.com)
