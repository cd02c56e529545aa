import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public open: boolean = true;
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();

// A container handler that returns a promise.
container.onDeactivation(Database, async (database: Database): Promise<void> => {
  await new Promise<void>((resolve) => setTimeout(resolve, 10));
  database.open = false;
});

async function main(): Promise<void> {
  const database: Database = container.get(Database);

  try {
    // The sync unbind refuses to run an asynchronous handler.
    container.unbind(Database);
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: Attempting to unbind dependency with asynchronous destruction (@preDestroy or onDeactivation)
  }

  // unbindAsync runs the handlers and waits for every one of them.
  await container.unbindAsync(Database);
  console.log(`open: ${database.open}, bound: ${container.isBound(Database)}`);
  // prints: open: false, bound: false
}

void main();
