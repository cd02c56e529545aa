import { Container } from 'inversify';
const greetingId = Symbol.for('Greeting');
const container = new Container();
container
    .bind(greetingId)
    .toDynamicValue(async () => 'bonjour')
    .whenNamed('fr');
container
    .bind(greetingId)
    .toDynamicValue(async () => 'hola')
    .whenNamed('es');
container.bind(greetingId).toConstantValue('hello');
// without a name, only the bindings without a name constraint match
const unnamed = await container.getAllAsync(greetingId);
console.log(unnamed.join(', '));
// prints: hello
// with a name, the unconstrained binding matches as well
const french = await container.getAllAsync(greetingId, {
    name: 'fr',
});
console.log(french.join(', '));
// prints: bonjour, hello
