import { Container } from 'inversify';

class Database {
  public async close(): Promise<void> {
    console.log('connection closed');
  }
}

const container: Container = new Container();
container
  .bind(Database)
  .toConstantValue(new Database())
  .onDeactivation(async (database: Database): Promise<void> => {
    await database.close();
  });
container.get(Database);
console.log('unbinding Database');
// prints: unbinding Database
// the deactivation starts, returns a promise, and unbind cannot wait for it
container.unbind(Database);
// prints: connection closed
// throws: Unexpected asynchronous deactivation when unbinding "Database" service. Consider using Container.unbindAsync() instead.
