import { Container } from 'inversify';

interface Mailer {
  send(to: string): string;
}

const container: Container = new Container();
// nothing is bound to 'Mailer' yet: rebind simply binds it
container.rebind<Mailer>('Mailer').toConstantValue({ send: (to: string): string => `mail sent to ${to}` });
console.log(container.get<Mailer>('Mailer').send('ada@example.com'));
// prints: mail sent to ada@example.com
