import { Container, inject, injectable } from 'inversify';

interface Mailer {
  send(to: string): string;
}

@injectable()
class SmtpMailer implements Mailer {
  public send(to: string): string {
    return `smtp mail to ${to}`;
  }
}

@injectable()
class FakeMailer implements Mailer {
  public send(to: string): string {
    return `fake mail to ${to}`;
  }
}

@injectable()
class OrderService {
  constructor(@inject('Mailer') private readonly mailer: Mailer) {}

  public place(orderId: number, customer: string): string {
    return `order ${orderId} placed, ${this.mailer.send(customer)}`;
  }
}

// The application's container, built once.
const container: Container = new Container();
container.bind<Mailer>('Mailer').to(SmtpMailer);
container.bind(OrderService).toSelf();

// What a test runner's beforeEach and afterEach hooks would do.
function test(name: string, body: () => void): void {
  container.snapshot(); // beforeEach
  try {
    body();
  } finally {
    container.restore(); // afterEach
  }
  console.log(`${name}: done`);
}

test('sends a confirmation', () => {
  container.rebind<Mailer>('Mailer').to(FakeMailer);
  console.log(container.get(OrderService).place(1, 'ada@example.com'));
});
// prints: order 1 placed, fake mail to ada@example.com
// prints: sends a confirmation: done

test('uses the real mailer by default', () => {
  console.log(container.get(OrderService).place(2, 'alan@example.com'));
});
// prints: order 2 placed, smtp mail to alan@example.com
// prints: uses the real mailer by default: done
