import { TypedContainer } from '@inversifyjs/strongly-typed';

interface BindingMap {
  config: Promise<{ url: string }>;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

container
  .bind('config')
  .toDynamicValue(async () => ({ url: 'postgres://localhost' }));

async function main(): Promise<void> {
  // getAsync() unwraps the Promise type of the binding
  const config: { url: string } = await container.getAsync('config');
  console.log(config.url);
  // prints: postgres://localhost
}

void main();
