import {
  Container,
  ContainerModule,
  type ContainerModuleLoadOptions,
} from 'inversify';

const loggerId: symbol = Symbol.for('Logger');
const appConfigId: symbol = Symbol.for('AppConfig');

const loggingModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<string>(loggerId).toConstantValue('console logger');
  },
);

const configModule: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    // e.g. settings read from a file or a secret store
    const host: string = await Promise.resolve('shop.example.com');
    options.bind<string>(appConfigId).toConstantValue(host);
  },
);

const container: Container = new Container();

// #region load
container.load(loggingModule);
await container.loadAsync(configModule);
console.log(container.get<string>(loggerId), container.get<string>(appConfigId));
// prints: console logger shop.example.com
// #endregion load

// #region unload
await container.unloadAsync(configModule);
console.log(container.isBound(loggerId), container.isBound(appConfigId));
// prints: true false

container.unload(loggingModule);
console.log(container.isBound(loggerId));
// prints: false
// #endregion unload

// #region sync-rejects-async
try {
  container.load(configModule);
} catch (error: unknown) {
  console.log(`load with an async module throws: ${String(error instanceof Error)}`);
  // prints: load with an async module throws: true
}
// #endregion sync-rejects-async
