import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Database {
  public connected: boolean = false;
}

const container: Container = new Container();

container
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onActivation(async (context: interfaces.Context, db: Database): Promise<Database> => {
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
    db.connected = true;
    return db;
  });

async function main(): Promise<void> {
  try {
    // A handler that returns a promise makes the resolution asynchronous.
    container.get(Database);
  } catch (error: unknown) {
    console.log('get failed:', error instanceof Error);
    // prints: get failed: true
  }

  const db: Database = await container.getAsync(Database);
  console.log(db.connected);
  // prints: true
}

void main();
