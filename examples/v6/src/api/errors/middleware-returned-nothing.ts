import { Container, interfaces } from 'inversify';

const container: Container = new Container();
container.bind('AppConfig').toConstantValue({ currency: 'EUR' });
container.applyMiddleware(
  (next: interfaces.Next): interfaces.Next =>
    (args: interfaces.NextArgs): undefined => {
      // Forgot to return next(args).
      next(args);
      return undefined;
    },
);

console.log(container.isBound('AppConfig'));
// prints: true

container.get('AppConfig');
// throws: Invalid return type in middleware. Middleware must return!
