// examples/v8/src/api/errors/async-deactivation-on-unbind-all.ts in 7.x's API, where the synchronous methods end in Sync.
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
container.unbindAllSync();
