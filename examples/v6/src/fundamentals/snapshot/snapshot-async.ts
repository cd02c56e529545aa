import { Container } from 'inversify';

let opened: number = 0;

class Database {
  public readonly connection: number = ++opened;
}

async function connect(): Promise<Database> {
  await new Promise<void>((resolve) => setTimeout(resolve, 5));
  return new Database();
}

async function main(): Promise<void> {
  // #region before
  const container: Container = new Container();
  container.bind(Database).toDynamicValue(connect).inSingletonScope();

  // Taken before the first resolution: the saved binding has nothing cached.
  container.snapshot();
  const first: Database = await container.getAsync(Database);
  container.restore();
  const second: Database = await container.getAsync(Database);
  console.log(first.connection, second.connection);
  // prints: 1 2
  // #endregion before

  // #region after
  // Taken after the resolution: the saved binding keeps the open connection.
  container.snapshot();
  container.rebind(Database).toConstantValue(new Database());
  container.restore();
  console.log((await container.getAsync(Database)) === second, container.get(Database) === second);
  // prints: true true
  // #endregion after

  // #region pending
  const other: Container = new Container();
  other.bind(Database).toDynamicValue(connect).inSingletonScope();

  // Taken while getAsync is still running: the saved binding holds the pending promise.
  const pending: Promise<Database> = other.getAsync(Database);
  other.snapshot();
  const connected: Database = await pending;
  other.restore();
  console.log((await other.getAsync(Database)) === connected);
  // prints: true
  try {
    other.get(Database);
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: You are attempting to construct [function/class Database] in a synchronous way but it has asynchronous dependencies.
  }
  // #endregion pending
}

void main();
