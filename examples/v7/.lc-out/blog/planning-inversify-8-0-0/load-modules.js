"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const greetingId = Symbol.for('Greeting');
const secretId = Symbol.for('Secret');
const greetingModule = new inversify_1.ContainerModule(({ bind }) => {
    bind(greetingId).toConstantValue('hello');
});
const secretModule = new inversify_1.ContainerModule(async ({ bind }) => {
    const secret = await Promise.resolve('s3cr3t');
    bind(secretId).toConstantValue(secret);
});
async function main() {
    const container = new inversify_1.Container();
    // 7.x: the synchronous variant carries the suffix...
    container.loadSync(greetingModule);
    // ...and the plain name returns a Promise.
    await container.load(secretModule);
    console.log(`${container.get(greetingId)} ${container.get(secretId)}`);
    // prints: hello s3cr3t
}
void main();
