"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const greetingId = Symbol.for('Greeting');
const container = new inversify_1.Container();
container
    .bind(greetingId)
    .toDynamicValue(async () => 'bonjour')
    .whenNamed('fr');
container
    .bind(greetingId)
    .toDynamicValue(async () => 'hola')
    .whenNamed('es');
container.bind(greetingId).toConstantValue('hello');
async function main() {
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
}
void main();
