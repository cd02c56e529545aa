import { Container } from 'inversify';

interface Config {
  url: string;
}

const configId: symbol = Symbol.for('Config');

const container: Container = new Container();
container
  .bind<Config>(configId)
  .toDynamicValue(
    async (): Promise<Config> => ({ url: 'https://example.com/api' }),
  );

// getAsync waits for the asynchronous dynamic value
const config: Config = await container.getAsync<Config>(configId);
console.log(config.url);
// prints: https://example.com/api

// the get method can not return a value that is still a promise
try {
  container.get<Config>(configId);
} catch (error: unknown) {
  console.log(`get throws: ${String(error instanceof Error)}`);
  // prints: get throws: true
}

// optional resolution works in the async variant too
const missing: Config | undefined = await container.getAsync<Config>(
  Symbol.for('Missing'),
  { optional: true },
);
console.log(missing);
// prints: undefined
