import { Container, injectable } from 'inversify';

@injectable()
class Connection {
  public open: boolean = true;
}

function buildContainer(): Container {
  const container: Container = new Container();

  // This binding handler returns a promise.
  container
    .bind(Connection)
    .toSelf()
    .inSingletonScope()
    .onDeactivation(async (connection: Connection): Promise<void> => {
      await new Promise((resolve) => setTimeout(resolve, 10)); // e.g. flush a socket
      connection.open = false;
      console.log('connection closed');
    });

  return container;
}

// unbindAsync returns a promise that settles once the handler has finished.
const container: Container = buildContainer();
const connection: Connection = container.get(Connection);
await container.unbindAsync(Connection);
console.log(`open ${connection.open}`);

// The synchronous unbind cannot wait for an asynchronous handler, so it throws.
const other: Container = buildContainer();
other.get(Connection);
try {
  other.unbind(Connection);
} catch (error: unknown) {
  console.log((error as Error).message);
}
// The handler goes on in the background; the binding is removed once it settles.
console.log(`bound right after: ${other.isBound(Connection)}`);
await new Promise((resolve) => setTimeout(resolve, 50));
console.log(`bound later: ${other.isBound(Connection)}`);
// prints: connection closed
// prints: open false
// prints: Unexpected asynchronous deactivation when unbinding "Connection" service. Consider using Container.unbindAsync() instead.
// prints: bound right after: true
// prints: connection closed
// prints: bound later: false
