import { Container, injectable } from 'inversify';

@injectable()
class Connection {
  public open: boolean = true;
}

const container: Container = new Container();
container.bind(Connection).toSelf().inSingletonScope();

// This handler returns a promise.
container.onDeactivation(
  Connection,
  async (connection: Connection): Promise<void> => {
    await Promise.resolve(); // e.g. flush and close a socket
    connection.open = false;
    console.log('connection closed');
  },
);

async function main(): Promise<void> {
  const first: Connection = container.get(Connection);

  // unbindSync cannot wait for an asynchronous handler, so it throws.
  try {
    container.unbindSync(Connection);
  } catch (error: unknown) {
    console.log(`unbindSync failed: ${error instanceof Error}`);
  }

  // unbind returns a promise that settles once every handler has finished.
  container.bind(Connection).toSelf().inSingletonScope();
  const second: Connection = container.get(Connection);
  await container.unbind(Connection);
  console.log(`first open ${first.open}, second open ${second.open}`);
}

void main();
// prints: unbindSync failed: true
// prints: connection closed
// prints: connection closed
// prints: first open false, second open false
