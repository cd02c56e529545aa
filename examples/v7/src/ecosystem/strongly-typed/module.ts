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

async function main(): Promise<void> {
  const container: TypedContainer<BindingMap> =
    new TypedContainer<BindingMap>();

  // load() takes a single typed module and returns a Promise in 7.x
  await container.load(settingsModule);
  console.log(`${container.get('greeting')} x${container.get('retries')}`);
  // prints: hello x3

  // rebind() also returns a Promise in 7.x; rebindSync() does not
  (await container.rebind('greeting')).toConstantValue('hi');
  container.rebindSync('retries').toConstantValue(5);
  console.log(`${container.get('greeting')} x${container.get('retries')}`);
  // prints: hi x5
}

void main();
