import { Container } from 'inversify';

interface Config {
  port: number;
}

const container: Container = new Container();

// A dynamic value that returns a promise can only be resolved asynchronously.
container.bind<Config>('Config').toDynamicValue(async (): Promise<Config> => {
  await new Promise<void>((resolve) => setTimeout(resolve, 10));
  return { port: 8080 };
});

async function main(): Promise<void> {
  const config: Config = await container.getAsync<Config>('Config');
  console.log(config.port);
  // prints: 8080
}

void main();
