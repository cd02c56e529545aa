import { Container } from 'inversify';

const container: Container = new Container();

container
  .bind<string>('Mailer')
  .toConstantValue('smtp')
  .whenNamed('marketing')
  .onActivation((_context, mailer: string): string => mailer.toUpperCase())
  // onActivation returns the "when" step again, but a second constraint
  // replaces the first one instead of adding to it
  .whenNamed('transactional');

console.log(container.isBound('Mailer', { name: 'marketing' }));
// prints: false
console.log(container.get<string>('Mailer', { name: 'transactional' }));
// prints: SMTP
