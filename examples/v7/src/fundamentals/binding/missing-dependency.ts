import { Container, inject, injectable } from 'inversify';

interface Mailer {
  send(to: string): string;
}

@injectable()
class SignupService {
  constructor(@inject('Mailer') private readonly mailer: Mailer) {}

  public register(email: string): string {
    return this.mailer.send(email);
  }
}

const container: Container = new Container();
container.bind(SignupService).toSelf();
// Nothing is bound to 'Mailer'.

try {
  container.get(SignupService);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: No bindings found for service: "Mailer".
}
