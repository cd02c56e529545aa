import { Container } from 'inversify';

const container: Container = new Container();

// The dynamic value is a promise.
container
  .bind<string>('Greeting')
  .toDynamicValue(async (): Promise<string> => 'hello');

// get() refuses to hand out a pending promise...
try {
  container.get<string>('Greeting');
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Unexpected asynchronous service when resolving service "Greeting"
}

// ...while getAsync() awaits it and resolves with the value.
void container.getAsync<string>('Greeting').then((greeting: string): void => {
  console.log(greeting);
  // prints: hello
});
