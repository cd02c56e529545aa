import { Container } from 'inversify';

const greetingId: symbol = Symbol.for('Greeting');

const container: Container = new Container();
container
  .bind<string>(greetingId)
  .toDynamicValue(async (): Promise<string> => 'bonjour')
  .whenNamed('fr');
container
  .bind<string>(greetingId)
  .toDynamicValue(async (): Promise<string> => 'hola')
  .whenNamed('es');
container.bind<string>(greetingId).toConstantValue('hello');

// without a name, only the bindings without a name constraint match
const unnamed: string[] = await container.getAllAsync<string>(greetingId);
console.log(unnamed.join(', '));
// prints: hello

// with a name, the unconstrained binding matches as well
const french: string[] = await container.getAllAsync<string>(greetingId, {
  name: 'fr',
});
console.log(french.join(', '));
// prints: bonjour, hello
