import { Container, inject, injectable } from 'inversify';

interface Mailer {
  send(to: string): string;
}

interface Clock {
  now(): string;
}

@injectable()
class SmtpMailer implements Mailer {
  public send(to: string): string {
    return `mail to ${to}`;
  }
}

@injectable()
class FixedClock implements Clock {
  public now(): string {
    return '09:00';
  }
}

@injectable()
class OrderService {
  // Property injection
  @inject('Clock')
  public readonly clock!: Clock;

  // Constructor parameter injection: interfaces vanish at runtime, so name the identifier
  constructor(@inject('Mailer') public readonly mailer: Mailer) {}
}

const container: Container = new Container();
container.bind<Mailer>('Mailer').to(SmtpMailer);
container.bind<Clock>('Clock').to(FixedClock);
container.bind(OrderService).toSelf();

const orders: OrderService = container.get(OrderService);
console.log(orders.mailer.send('ada@example.com'), 'at', orders.clock.now());
// prints: mail to ada@example.com at 09:00
