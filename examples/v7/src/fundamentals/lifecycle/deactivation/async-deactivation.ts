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

async function main(): Promise<void> {
  // unbind returns a promise that settles once the handler has finished.
  const container: Container = buildContainer();
  const connection: Connection = container.get(Connection);
  await container.unbind(Connection);
  console.log(`open ${connection.open}`);

  // unbindSync cannot wait for an asynchronous handler, so it throws.
  const other: Container = buildContainer();
  other.get(Connection);
  try {
    other.unbindSync(Connection);
  } catch (error: unknown) {
    console.log((error as Error).message);
  }
  // the handler goes on in the background; the binding is removed once it settles
  console.log(`bound ${other.isBound(Connection)}`);
  await new Promise((resolve) => setTimeout(resolve, 30));
  console.log(`bound ${other.isBound(Connection)}`);
}

void main();
// prints: connection closed
// prints: open false
// prints: Unexpected asynchronous deactivation when unbinding "Connection" service. Consider using Container.unbind() instead.
// prints: bound true
// prints: connection closed
// prints: bound false
