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

async function main(): Promise<void> {
  const connection: Connection = container.get(Connection);
  await container.unbind(Connection);
  console.log(`open ${connection.open}`);
}

void main();
// prints: open false
