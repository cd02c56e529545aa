import { Container } from 'inversify';
const container = new Container();
container.bind('Greeting').toConstantValue('hello');
// getIdentifier is available once a to* method has been called
const bonjour = container
    .bind('Greeting')
    .toConstantValue('bonjour')
    .getIdentifier();
console.log(container.getAll('Greeting').join(', '));
// prints: hello, bonjour
// Passing the identifier to unbind removes that single binding
container.unbind(bonjour);
console.log(container.getAll('Greeting').join(', '));
// prints: hello
