import { type BindingIdentifier, Container } from 'inversify';

const container: Container = new Container();

container.bind<string>('Greeting').toConstantValue('hello');
// getIdentifier is available once a to* method has been called
const bonjour: BindingIdentifier = container
  .bind<string>('Greeting')
  .toConstantValue('bonjour')
  .getIdentifier();

console.log(container.getAll<string>('Greeting').join(', '));
// prints: hello, bonjour

// Passing the identifier to unbind removes that single binding
container.unbind(bonjour);

console.log(container.getAll<string>('Greeting').join(', '));
// prints: hello
