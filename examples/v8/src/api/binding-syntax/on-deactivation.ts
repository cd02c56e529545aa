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
