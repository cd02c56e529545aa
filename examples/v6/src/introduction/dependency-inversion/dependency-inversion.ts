import { Container, inject, injectable, interfaces } from 'inversify';

// The abstractions: what a consumer may rely on.
interface Mailer {
  send(to: string, subject: string): string;
}

interface OrderNotifier {
  orderPlaced(orderId: number, customerEmail: string): string;
}

// Typed identifiers for the abstractions. The cast keeps the declared type:
// an annotation would be narrowed to plain `symbol` and lose Mailer / OrderNotifier.
const mailerId = Symbol.for('Mailer') as interfaces.ServiceIdentifier<Mailer>;
const orderNotifierId = Symbol.for('OrderNotifier') as interfaces.ServiceIdentifier<OrderNotifier>;

// A concrete mailer. Nothing else in the program imports this class.
@injectable()
class SmtpMailer implements Mailer {
  public send(to: string, subject: string): string {
    return `smtp: "${subject}" to ${to}`;
  }
}

// The consumer asks for "a Mailer", never for SmtpMailer.
@injectable()
class EmailOrderNotifier implements OrderNotifier {
  constructor(
    @inject(mailerId)
    public readonly mailer: Mailer,
  ) {}

  public orderPlaced(orderId: number, customerEmail: string): string {
    return this.mailer.send(customerEmail, `order ${orderId} placed`);
  }
}

const container: Container = new Container();

container.bind(mailerId).to(SmtpMailer);
container.bind(orderNotifierId).to(EmailOrderNotifier);

// No type argument and no annotation: the identifier carries OrderNotifier.
const notifier = container.get(orderNotifierId);

console.log(notifier.orderPlaced(1, 'ada@example.com'));
// prints: smtp: "order 1 placed" to ada@example.com
console.log(container.get(mailerId) instanceof SmtpMailer);
// prints: true
