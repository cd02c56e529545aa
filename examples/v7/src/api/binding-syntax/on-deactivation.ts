import { Container, injectable } from 'inversify';

@injectable()
class Connection {
  public open: boolean = true;
}

async function main(): Promise<void> {
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

  await container.unbind(Connection);
  // prints: connection closed
  console.log(`open: ${String(connection.open)}`);
  // prints: open: false

  // a binding that is not a singleton refuses a deactivation handler at once
  try {
    container
      .bind(Connection)
      .toSelf()
      .inTransientScope()
      .onDeactivation((): void => {});
  } catch (error: unknown) {
    console.log((error as Error).message.endsWith('Deactivation functions can only be used with singleton bindings.'));
    // prints: true
  }
}

void main();
