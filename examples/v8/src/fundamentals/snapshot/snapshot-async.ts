import { Container } from 'inversify';

// An async connection: built by getAsync, closed by an async deactivation handler.
class Database {
  public open: boolean = true;

  constructor(public readonly name: string) {}

  public async close(): Promise<void> {
    this.open = false;
    console.log(`closed ${this.name}`);
  }
}

const TYPES = { Database: Symbol.for('Database') };
let connections: number = 0;

const container: Container = new Container();
container
  .bind<Database>(TYPES.Database)
  .toDynamicValue(async () => new Database(`connection ${String(++connections)}`))
  .inSingletonScope()
  .onDeactivation(async (database: Database) => database.close());

// 1. A singleton resolved BEFORE the snapshot is part of the saved binding.
const first: Database = await container.getAsync<Database>(TYPES.Database);
container.snapshot();

// unbindAsync waits for the async deactivation handler (unbind would throw here).
await container.unbindAsync(TYPES.Database);
// prints: closed connection 1
container.bind<Database>(TYPES.Database).toConstantValue(new Database('test connection'));

container.restore();
const restored: Database = await container.getAsync<Database>(TYPES.Database);
// restore() brings back the very same object, which the unbind above has closed
console.log(restored === first, restored.open);
// prints: true false

// 2. A singleton resolved AFTER the snapshot is dropped by restore() without deactivation.
const fresh: Container = new Container();
fresh
  .bind<Database>(TYPES.Database)
  .toDynamicValue(async () => new Database(`connection ${String(++connections)}`))
  .inSingletonScope()
  .onDeactivation(async (database: Database) => database.close());
fresh.snapshot();
const temporary: Database = await fresh.getAsync<Database>(TYPES.Database);
fresh.restore(); // no deactivation handler runs for connection 2
const next: Database = await fresh.getAsync<Database>(TYPES.Database);
console.log(temporary.name, temporary.open, '/', next.name);
// prints: connection 2 true / connection 3

// Close what restore() left behind yourself.
await temporary.close();
// prints: closed connection 2
