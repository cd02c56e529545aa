import { Container, injectable, preDestroy } from 'inversify';

let opened: number = 0;

@injectable()
class Database {
  public readonly connection: number = ++opened;
  public closed: boolean = false;

  @preDestroy()
  public close(): void {
    this.closed = true;
    console.log(`connection ${this.connection} closed`);
  }
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();

const original: Database = container.get(Database);
container.snapshot();

// rebind deactivates the cached connection before replacing the binding.
container.rebind(Database).toSelf().inSingletonScope();
// prints: connection 1 closed
const replacement: Database = container.get(Database);

// restore() runs no deactivation: the replacement stays open...
container.restore();
console.log(replacement.closed);
// prints: false

// ...and the restored binding hands out what it had cached at snapshot time,
// even though that connection was closed in the meantime.
const restored: Database = container.get(Database);
console.log(restored === original, restored.closed);
// prints: true true
