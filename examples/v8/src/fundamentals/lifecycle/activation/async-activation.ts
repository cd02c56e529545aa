import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public connected: boolean = false;
}

const container: Container = new Container();
container.bind(Database).toSelf();

// An activation handler may return a promise.
container.onActivation(
  Database,
  async (_context, database: Database): Promise<Database> => {
    await Promise.resolve(); // e.g. open a connection
    database.connected = true;
    return database;
  },
);

// The synchronous get cannot wait for the promise, so it throws.
try {
  container.get(Database);
} catch (error: unknown) {
  console.log(`get failed: ${error instanceof Error}`);
}

// getAsync waits for every asynchronous activation.
const database: Database = await container.getAsync(Database);
console.log(`connected ${database.connected}`);
// prints: get failed: true
// prints: connected true
