import { Container } from 'inversify';

async function main(): Promise<void> {
  const container: Container = new Container();
  container.bind<string>('Mailer').toConstantValue('smtp mailer');

  // inversify 7: rebind() resolves to the fluent syntax once old bindings are removed
  (await container.rebind<string>('Mailer')).toConstantValue('fake mailer');
  console.log(container.get<string>('Mailer'));
  // prints: fake mailer

  // inversify 7: rebindSync() is the synchronous variant
  container.rebindSync<string>('Mailer').toConstantValue('ses mailer');
  console.log(container.get<string>('Mailer'));
  // prints: ses mailer

  // inversify 7: unbind() returns a Promise, unbindSync() does not
  await container.unbind('Mailer');
  container.bind<string>('Clock').toConstantValue('system clock');
  container.unbindSync('Clock');
  console.log(`${container.isBound('Mailer')} ${container.isBound('Clock')}`);
  // prints: false false

  // inversify 7: unbindAll() returns a Promise, unbindAllSync() does not
  container.bind<string>('Mailer').toConstantValue('sendmail');
  await container.unbindAll();
  container.bind<string>('Mailer').toConstantValue('fake mailer');
  container.unbindAllSync();
  console.log(`bound at the end: ${container.isBound('Mailer')}`);
  // prints: bound at the end: false
}

void main();
