import { Container, ContainerModule } from 'inversify';

const mailModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<string>('Mailer').toConstantValue('smtp mailer');
});

const container: Container = new Container();

// inversify 8: load() and unload() are synchronous
container.load(mailModule);
console.log(`loaded: ${container.get<string>('Mailer')}`);
// prints: loaded: smtp mailer

container.unload(mailModule);
console.log(`bound after unload: ${container.isBound('Mailer')}`);
// prints: bound after unload: false

// inversify 8: the Promise-returning variants carry an Async suffix
await container.loadAsync(mailModule);
console.log(`loaded again: ${container.get<string>('Mailer')}`);
// prints: loaded again: smtp mailer

await container.unloadAsync(mailModule);
console.log(`bound after unloadAsync: ${container.isBound('Mailer')}`);
// prints: bound after unloadAsync: false
