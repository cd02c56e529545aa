import { Container, injectable } from 'inversify';

@injectable()
class Connection {
  public open: boolean = true;
}

const container: Container = new Container();
container
  .bind(Connection)
  .toSelf()
  // Deactivation handlers run for singleton bindings only
  .inSingletonScope()
  .onDeactivation((connection: Connection): void => {
    connection.open = false;
    console.log('connection closed');
  });

const connection: Connection = container.get(Connection);
console.log(`open: ${String(connection.open)}`);
// prints: open: true

// unbind is synchronous in 8.x; use unbindAsync when a handler returns a promise
container.unbind(Connection);
// prints: connection closed
console.log(`open: ${String(connection.open)}`);
// prints: open: false

// #region scope-check
@injectable()
class Logger {}

@injectable('Singleton')
class Cache {}

// The scope is checked when onDeactivation is called
try {
  container.bind(Logger).toSelf().onDeactivation((): void => {});
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: Binding for service "Logger" has a deactivation function, but its scope is not singleton. Deactivation functions can only be used with singleton bindings.

// Already singletons: a class marked @injectable('Singleton'), a constant value, a factory
container.bind(Cache).toSelf().onDeactivation((): void => {});
container.bind<number>('Port').toConstantValue(8080).onDeactivation((): void => {});
container
  .bind<() => number>('Clock')
  .toFactory(() => (): number => Date.now())
  .onDeactivation((): void => {});
console.log('accepted');
// prints: accepted
// #endregion scope-check
