import {
  TypedContainer,
  TypedContainerModule,
  type TypedContainerModuleLoadOptions,
} from '@inversifyjs/strongly-typed';

interface BindingMap {
  greeting: string;
  retries: number;
}

// The callback receives an options object, not positional functions
const settingsModule: TypedContainerModule<BindingMap> =
  new TypedContainerModule<BindingMap>(
    (options: TypedContainerModuleLoadOptions<BindingMap>) => {
      options.bind('greeting').toConstantValue('hello');
      options.bind('retries').toConstantValue(3);
    },
  );

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

// load() takes a single typed module and is synchronous in 8.x
container.load(settingsModule);
console.log(`${container.get('greeting')} x${container.get('retries')}`);
// prints: hello x3

// rebind() is synchronous in 8.x; rebindAsync() returns a Promise
container.rebind('greeting').toConstantValue('hi');
(await container.rebindAsync('retries')).toConstantValue(5);
console.log(`${container.get('greeting')} x${container.get('retries')}`);
// prints: hi x5
