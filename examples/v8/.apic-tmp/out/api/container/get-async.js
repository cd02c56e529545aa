import { Container } from 'inversify';
const configId = Symbol.for('Config');
const container = new Container();
container
    .bind(configId)
    .toDynamicValue(async () => ({ url: 'https://example.com/api' }));
// getAsync waits for the asynchronous dynamic value
const config = await container.getAsync(configId);
console.log(config.url);
// prints: https://example.com/api
// the get method can not return a value that is still a promise
try {
    container.get(configId);
}
catch (error) {
    console.log(`get throws: ${String(error instanceof Error)}`);
    // prints: get throws: true
}
// optional resolution works in the async variant too
const missing = await container.getAsync(Symbol.for('Missing'), { optional: true });
console.log(missing);
// prints: undefined
