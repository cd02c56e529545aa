import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Connection {
  // Runs when a singleton instance is released (unbind, unbindAll, unload)
  @preDestroy()
  public close(): void {
    console.log('connection closed');
  }
}

async function main(): Promise<void> {
  const container: Container = new Container();
  container.bind(Connection).toSelf().inSingletonScope();

  container.get(Connection);
  await container.unbind(Connection);
  // prints: connection closed
  console.log(`bound: ${String(container.isBound(Connection))}`);
  // prints: bound: false
}

void main();
