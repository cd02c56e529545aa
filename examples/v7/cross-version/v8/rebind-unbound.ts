// examples/v8/src/api/errors/rebind-unbound.ts in 7.x's API, where the synchronous methods end in Sync.
import { Container } from 'inversify';

interface Mailer {
  send(to: string): string;
}

const container: Container = new Container();
// nothing is bound to 'Mailer' yet: rebind simply binds it
container.rebindSync<Mailer>('Mailer').toConstantValue({ send: (to: string): string => `mail sent to ${to}` });
console.log(container.get<Mailer>('Mailer').send('ada@example.com'));
