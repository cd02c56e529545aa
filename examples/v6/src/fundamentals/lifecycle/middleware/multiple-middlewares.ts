import { Container, injectable, interfaces } from 'inversify';

@injectable()
class SystemClock {}

function tracer(name: string): interfaces.Middleware {
  return (next: interfaces.Next): interfaces.Next =>
    (args: interfaces.NextArgs): unknown => {
      console.log(`${name}: before`);
      const result: unknown = next(args);
      console.log(`${name}: after`);
      return result;
    };
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();

// Middlewares wrap each other: the last one applied runs first.
container.applyMiddleware(tracer('first'), tracer('second'));

container.get(SystemClock);
// prints: second: before
// prints: first: before
// prints: first: after
// prints: second: after
