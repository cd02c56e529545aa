import { Container } from 'inversify';

interface Mailer {
  send(to: string, subject: string): string;
}

class SmtpMailer implements Mailer {
  public send(to: string, subject: string): string {
    return `smtp: "${subject}" to ${to}`;
  }
}

class FakeMailer implements Mailer {
  public send(to: string, subject: string): string {
    return `fake: "${subject}" to ${to}`;
  }
}

const TYPES = { Mailer: Symbol.for('Mailer') };

const container: Container = new Container();
container.bind<Mailer>(TYPES.Mailer).to(SmtpMailer);

// Save the current bindings (and activation/deactivation handlers).
container.snapshot();

// Change the container, e.g. to replace a service with a test double.
container.unbind(TYPES.Mailer); // synchronous in 8.x
container.bind<Mailer>(TYPES.Mailer).to(FakeMailer);
console.log(container.get<Mailer>(TYPES.Mailer).send('ada@example.com', 'order 1 placed'));
// prints: fake: "order 1 placed" to ada@example.com

// Roll back to the saved state.
container.restore();
console.log(container.get<Mailer>(TYPES.Mailer).send('ada@example.com', 'order 1 placed'));
// prints: smtp: "order 1 placed" to ada@example.com

// Each restore() consumes one snapshot; with none left it throws.
try {
  container.restore();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No snapshot available to restore
}
