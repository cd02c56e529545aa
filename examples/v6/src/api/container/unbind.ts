import { Container, injectable } from 'inversify';

@injectable()
class SmtpMailer {}

@injectable()
class SystemClock {}

const container: Container = new Container();
container.bind(SmtpMailer).toSelf();
container.bind(SystemClock).toSelf();

container.unbind(SmtpMailer);
console.log(container.isBound(SmtpMailer), container.isBound(SystemClock));
// prints: false true

container.unbindAll();
console.log(container.isBound(SystemClock));
// prints: false

// An identifier with no binding in this container cannot be unbound.
try {
  container.unbind(SmtpMailer);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Could not unbind serviceIdentifier: SmtpMailer
}

async function main(): Promise<void> {
  container.bind(SmtpMailer).toSelf();
  container.bind(SystemClock).toSelf();

  await container.unbindAsync(SmtpMailer);
  await container.unbindAllAsync();
  console.log(container.isBound(SmtpMailer), container.isBound(SystemClock));
  // prints: false false
}

void main();
