import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('SmtpMailer');

// Save the current bindings (and activation/deactivation handlers).
container.snapshot();

// Change the container, e.g. to replace a service with a test double.
container.unbindSync('Mailer');
container.bind<string>('Mailer').toConstantValue('FakeMailer');
console.log(container.get<string>('Mailer'));
// prints: FakeMailer

// Roll back to the saved state.
container.restore();
console.log(container.get<string>('Mailer'));
// prints: SmtpMailer

// Each restore() consumes one snapshot; with none left it throws.
try {
  container.restore();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No snapshot available to restore
}
