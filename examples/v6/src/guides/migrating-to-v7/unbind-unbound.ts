import { Container } from 'inversify';

const container: Container = new Container();

// inversify 6: unbinding an identifier that has no binding throws
try {
  container.unbind('Mailer');
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Could not unbind serviceIdentifier: Mailer
}

// inversify 6: rebind() unbinds first, so it throws the same error
try {
  container.rebind<string>('Mailer').toConstantValue('SmtpMailer');
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Could not unbind serviceIdentifier: Mailer
}
