import {
  TypedContainer,
  TypedContainerModule,
  type TypedContainerModuleLoadOptions,
} from '@inversifyjs/strongly-typed';

interface BindingMap {
  greeting: string;
  retries: number;
}

// strongly-typed 3: in the module callback, rebind and unbind are synchronous too
const settingsModule: TypedContainerModule<BindingMap> = new TypedContainerModule<BindingMap>(
  (options: TypedContainerModuleLoadOptions<BindingMap>) => {
    options.bind('greeting').toConstantValue('hello');
    options.rebind('retries').toConstantValue(3); // 2.x: rebindSync
  },
);

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

// strongly-typed 3: load() is synchronous (2.x: loadSync); loadAsync() returns a Promise (2.x: load)
container.load(settingsModule);
console.log(`${container.get('greeting')} x${container.get('retries')}`);
// prints: hello x3

// rebind() is synchronous (2.x: rebindSync); rebindAsync() returns a Promise (2.x: rebind)
container.rebind('greeting').toConstantValue('hi');
(await container.rebindAsync('retries')).toConstantValue(5);
console.log(`${container.get('greeting')} x${container.get('retries')}`);
// prints: hi x5

// unbind() is synchronous (2.x: unbindSync); unbindAsync() returns a Promise (2.x: unbind)
container.unbind('greeting');
await container.unbindAsync('retries');
console.log(`${container.isBound('greeting')} ${container.isBound('retries')}`);
// prints: false false
