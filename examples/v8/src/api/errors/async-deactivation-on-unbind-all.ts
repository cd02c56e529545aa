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
console.log('unbinding all services');
// prints: unbinding all services
// the deactivation starts, returns a promise, and unbindAll cannot wait for it
container.unbindAll();
// prints: connection closed
// throws: Unexpected asynchronous deactivation when unbinding all services. Consider using Container.unbindAllAsync() instead.
