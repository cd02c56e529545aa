import 'reflect-metadata';
import { Container } from 'inversify';
import { Config, loadConfig } from './config';
import { Connection, ConnectionProvider, connectionProvider } from './connection';

async function main(): Promise<void> {
  const container = new Container();
  container.bind<Config>('Config').toDynamicValue(() => loadConfig()).inSingletonScope();
  container.bind(Connection).toSelf().inSingletonScope().onActivation((_context, connection) => {
    console.log(`activated a connection to ${connection.config.url}`);
    return connection;
  });
  container.bind<ConnectionProvider>('ConnectionProvider').toProvider<Connection>(connectionProvider);

  const provide = container.get<ConnectionProvider>('ConnectionProvider');
  const connection = await provide();
  console.log(`opened: ${connection.opened}, retries: ${connection.config.retries}`);
  const again = await provide();
  console.log(`same connection: ${again === connection}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
