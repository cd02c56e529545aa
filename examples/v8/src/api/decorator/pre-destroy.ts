import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Connection {
  // Runs when a singleton instance is released (unbind, unbindAll, unload)
  @preDestroy()
  public close(): void {
    console.log('connection closed');
  }
}

const container: Container = new Container();
container.bind(Connection).toSelf().inSingletonScope();

container.get(Connection);
// unbind is synchronous in 8.x; use unbindAsync when a preDestroy method returns a promise
container.unbind(Connection);
// prints: connection closed
console.log(`bound: ${String(container.isBound(Connection))}`);
// prints: bound: false
