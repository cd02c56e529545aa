import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public open: boolean = true;
}

const container: Container = new Container();
container
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onDeactivation(async (database: Database): Promise<void> => {
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
    database.open = false;
    console.log('connection closed');
  });

const database: Database = container.get(Database);
try {
  container.unbind(Database);
} catch {
  // The handler has already started, but the binding is still there.
  console.log(`bound: ${container.isBound(Database)}, open: ${database.open}`);
  // prints: bound: true, open: true
}
// Later, the handler finishes on its own:
// prints: connection closed
