"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
async function main() {
    const container = new inversify_1.Container();
    container.bind('Greeting').toConstantValue('hello');
    // getIdentifier is available once a to* method has been called
    const bonjour = container
        .bind('Greeting')
        .toConstantValue('bonjour')
        .getIdentifier();
    console.log(container.getAll('Greeting').join(', '));
    // prints: hello, bonjour
    // Passing the identifier to unbind removes that single binding
    await container.unbind(bonjour);
    console.log(container.getAll('Greeting').join(', '));
    // prints: hello
}
void main();
