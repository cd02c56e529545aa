import { Container, injectable } from 'inversify';

@injectable()
class Connection {
  public open: boolean = true;

  public close(): void {
    this.open = false;
  }
}

const container: Container = new Container();

// A binding-level handler: it only applies to this binding.
container
  .bind(Connection)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((connection: Connection): void => {
    connection.close();
  });

const connection: Connection = container.get(Connection);
container.unbind(Connection);
console.log(`open ${connection.open}`);
// prints: open false
