import { Container } from 'inversify';

const container: Container = new Container();

// The dynamic value is a promise, like a connection that takes time to open.
container
  .bind<string>('Database')
  .toDynamicValue(async (): Promise<string> => 'connected to postgres://orders');

// get() refuses to hand out a pending promise...
try {
  container.get<string>('Database');
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Unexpected asynchronous service when resolving service "Database"
}

// ...while getAsync() awaits it and resolves with the value.
void container.getAsync<string>('Database').then((database: string): void => {
  console.log(database);
  // prints: connected to postgres://orders
});
