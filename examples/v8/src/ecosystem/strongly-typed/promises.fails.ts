import { TypedContainer } from '@inversifyjs/strongly-typed';

interface BindingMap {
  config: Promise<{ url: string }>;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

container
  .bind('config')
  .toDynamicValue(async () => ({ url: 'postgres://localhost' }));

// get() on a Promise binding is typed as never, so using the result fails
// expect-error: TS2339
console.log(container.get('config').url);
