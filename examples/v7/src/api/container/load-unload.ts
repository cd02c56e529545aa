import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const loggerId: symbol = Symbol.for('Logger');
const databaseId: symbol = Symbol.for('Database');

const logging: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<string>(loggerId).toConstantValue('ConsoleLogger');
  },
);

const persistence: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    // e.g. read the connection settings before binding
    const url: string = await Promise.resolve('postgres://orders');
    options.bind<string>(databaseId).toConstantValue(url);
  },
);

const container: Container = new Container();

async function main(): Promise<void> {
  // #region load
  await container.load(logging, persistence);
  console.log(container.get<string>(loggerId), container.get<string>(databaseId));
  // prints: ConsoleLogger postgres://orders
  // #endregion load

  // #region unload
  await container.unload(persistence);
  console.log(container.isBound(loggerId), container.isBound(databaseId));
  // prints: true false
  // #endregion unload

  // #region sync
  container.unloadSync(logging);
  console.log(container.isBound(loggerId));
  // prints: false

  container.loadSync(logging);
  console.log(container.get<string>(loggerId));
  // prints: ConsoleLogger
  // #endregion sync

  // #region sync-rejects-async
  try {
    container.loadSync(persistence);
  } catch (error: unknown) {
    console.log(`loadSync with an async module throws: ${String(error instanceof Error)}`);
    // prints: loadSync with an async module throws: true
  }
  // #endregion sync-rejects-async
}

void main();
