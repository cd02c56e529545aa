import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public readonly url: string = 'postgres://orders';
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();

// A container-level handler: it runs when a cached Database is unbound.
container.onDeactivation(Database, (database: Database): void => {
  console.log(`closing the connection to ${database.url}`);
});

async function main(): Promise<void> {
  container.get(Database); // creates and caches the singleton

  // In 7.x, unbind returns a promise: await it.
  await container.unbind(Database);
  console.log(`bound after unbind: ${container.isBound(Database)}`);
}

void main();
// prints: closing the connection to postgres://orders
// prints: bound after unbind: false
