import { Container, ContainerModule, } from 'inversify';
const greetingId = Symbol.for('Greeting');
const secretId = Symbol.for('Secret');
const greetingModule = new ContainerModule(({ bind }) => {
    bind(greetingId).toConstantValue('hello');
});
const secretModule = new ContainerModule(async ({ bind }) => {
    const secret = await Promise.resolve('s3cr3t');
    bind(secretId).toConstantValue(secret);
});
const container = new Container();
// 8.x: the plain name is synchronous...
container.load(greetingModule);
// ...and the asynchronous variant carries the suffix.
await container.loadAsync(secretModule);
console.log(`${container.get(greetingId)} ${container.get(secretId)}`);
// prints: hello s3cr3t
