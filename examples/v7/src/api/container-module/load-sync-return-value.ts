import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const TYPES = { AppConfig: Symbol.for('AppConfig') };

// A helper typed as returning void, written as an arrow function with an expression body:
// TypeScript accepts it, but at run time it returns the fluent syntax object.
const bindConfig: (options: ContainerModuleLoadOptions) => void = (options: ContainerModuleLoadOptions) =>
  options.bind<string>(TYPES.AppConfig).toConstantValue('shop.example.com');

const container: Container = new Container();
try {
  container.loadSync(new ContainerModule(bindConfig));
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: Unexpected asynchronous module load. Consider using Container.load() instead.

// The callback did run before loadSync() threw: the binding exists anyway.
console.log(container.get<string>(TYPES.AppConfig));
// prints: shop.example.com

// With a block body the callback returns undefined, and loadSync() accepts it.
const other: Container = new Container();
other.loadSync(
  new ContainerModule((options: ContainerModuleLoadOptions): void => {
    options.bind<string>(TYPES.AppConfig).toConstantValue('shop.example.com');
  }),
);
console.log(other.get<string>(TYPES.AppConfig));
// prints: shop.example.com
