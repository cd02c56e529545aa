import { Container, interfaces } from 'inversify';

const container: Container = new Container();
container.bind<number>('Retries').toConstantValue(3);

// A middleware that swallows the result instead of returning next(args).
container.applyMiddleware((next: interfaces.Next) => (args: interfaces.NextArgs): unknown => {
  next(args);
  return undefined;
});

try {
  container.get<number>('Retries');
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Invalid return type in middleware. Middleware must return!
}
