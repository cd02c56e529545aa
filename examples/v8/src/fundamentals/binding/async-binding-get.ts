import { Container } from 'inversify';

const container: Container = new Container();

// The dynamic value is a promise, e.g. settings read from a remote store.
container
  .bind<string>('AppConfig')
  .toDynamicValue(async (): Promise<string> => 'shop.example.com');

// get() refuses to hand out a pending promise...
try {
  container.get<string>('AppConfig');
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Unexpected asynchronous service when resolving service "AppConfig"
}

// ...while getAsync() awaits it and resolves with the value.
void container.getAsync<string>('AppConfig').then((host: string): void => {
  console.log(host);
  // prints: shop.example.com
});
