import { Container, injectable } from 'inversify';

@injectable()
class Connection {
  public open: boolean = true;
}

const container: Container = new Container();

container
  .bind(Connection)
  .toSelf()
  .inSingletonScope()
  .onDeactivation(async (connection: Connection): Promise<void> => {
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
    connection.open = false;
  });

async function main(): Promise<void> {
  const connection: Connection = container.get(Connection);

  try {
    // The sync unbind refuses to run an asynchronous handler.
    container.unbind(Connection);
  } catch (error: unknown) {
    console.log('unbind failed:', error instanceof Error);
    // prints: unbind failed: true
  }

  await container.unbindAsync(Connection);
  console.log(connection.open);
  // prints: false
}

void main();
