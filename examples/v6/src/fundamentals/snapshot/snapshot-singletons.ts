import { Container, injectable, preDestroy } from 'inversify';

let created: number = 0;

@injectable()
class ConnectionPool {
  public readonly id: number = ++created;
  public closed: boolean = false;

  @preDestroy()
  public close(): void {
    this.closed = true;
    console.log(`pool ${this.id} closed`);
  }
}

const container: Container = new Container();
container.bind(ConnectionPool).toSelf().inSingletonScope();

const original: ConnectionPool = container.get(ConnectionPool);
container.snapshot();

// rebind deactivates the cached pool before replacing the binding.
container.rebind(ConnectionPool).toSelf().inSingletonScope();
// prints: pool 1 closed
const replacement: ConnectionPool = container.get(ConnectionPool);

// restore() runs no deactivation: the replacement stays open...
container.restore();
console.log(replacement.closed);
// prints: false

// ...and the restored binding hands out what it had cached at snapshot time,
// even though that pool was closed in the meantime.
const restored: ConnectionPool = container.get(ConnectionPool);
console.log(restored === original, restored.closed);
// prints: true true
