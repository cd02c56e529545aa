import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

const TYPES = { Database: Symbol.for('Database') };

const databaseModule: ContainerModule = new ContainerModule(async (options: ContainerModuleLoadOptions): Promise<void> => {
  const url: string = await Promise.resolve('postgres://db.example.com/shop');
  options.bind<string>(TYPES.Database).toConstantValue(url);
});

const container: Container = new Container();
try {
  // The synchronous load cannot wait for the promise the callback returns...
  container.load(databaseModule);
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: Unexpected asynchronous module load. Consider using container.loadAsync() instead.
console.log(container.isBound(TYPES.Database));
// prints: false

// ...but it does not stop the callback: once its promise settles, the binding is there,
// although load() threw. Use loadAsync() and await it instead.
await new Promise((resolve: (value: unknown) => void) => setTimeout(resolve, 0));
console.log(container.isBound(TYPES.Database), container.get<string>(TYPES.Database));
// prints: true postgres://db.example.com/shop
