import { Container, ContainerModule } from 'inversify';

const mailModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<string>('Mailer').toConstantValue('smtp mailer');
});

async function main(): Promise<void> {
  const container: Container = new Container();

  // inversify 7: load() and unload() return a Promise
  await container.load(mailModule);
  console.log(`loaded: ${container.get<string>('Mailer')}`);
  // prints: loaded: smtp mailer

  await container.unload(mailModule);
  console.log(`bound after unload: ${container.isBound('Mailer')}`);
  // prints: bound after unload: false

  // inversify 7: the synchronous variants carry a Sync suffix
  container.loadSync(mailModule);
  console.log(`loaded again: ${container.get<string>('Mailer')}`);
  // prints: loaded again: smtp mailer

  container.unloadSync(mailModule);
  console.log(`bound after unloadSync: ${container.isBound('Mailer')}`);
  // prints: bound after unloadSync: false
}

void main();
