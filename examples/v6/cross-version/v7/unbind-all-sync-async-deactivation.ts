// examples/v7/src/api/errors/unbind-all-sync-async-deactivation.ts in 6.x's API, where the synchronous methods have no Sync suffix.
import { Container } from 'inversify';

interface Database {
  close(): Promise<void>;
}

const container: Container = new Container();
container
  .bind<Database>('Database')
  .toConstantValue({ close: async (): Promise<void> => undefined })
  .onDeactivation(async (database: Database): Promise<void> => {
    await database.close();
  });
container.get<Database>('Database');

console.log('unbinding all services');
container.unbindAll();
