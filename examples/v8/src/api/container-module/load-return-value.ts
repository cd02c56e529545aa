import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

const TYPES = { AppConfig: Symbol.for('AppConfig') };

// A helper typed as returning void, written as an arrow function with an expression body:
// TypeScript accepts it, but at run time it returns the fluent syntax object.
const bindConfig: (options: ContainerModuleLoadOptions) => void = (options: ContainerModuleLoadOptions) =>
  options.bind<string>(TYPES.AppConfig).toConstantValue('shop.example.com');

const configModule: ContainerModule = new ContainerModule(bindConfig);

const container: Container = new Container();
try {
  container.load(configModule);
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: Unexpected asynchronous module load. Consider using container.loadAsync() instead.

// The callback did run before load() threw: the binding exists anyway.
console.log(container.get<string>(TYPES.AppConfig));
// prints: shop.example.com

// With a block body the callback returns undefined, and load() accepts it.
const fixedModule: ContainerModule = new ContainerModule((options: ContainerModuleLoadOptions): void => {
  options.bind<string>(TYPES.AppConfig).toConstantValue('shop.example.com');
});
const other: Container = new Container();
other.load(fixedModule);
console.log(other.get<string>(TYPES.AppConfig));
// prints: shop.example.com
