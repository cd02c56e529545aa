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

console.log('unbinding Database');
// prints: unbinding Database
// the deactivation returns a promise: unbind() is needed
container.unbindSync('Database');
// throws: Unexpected asynchronous deactivation when unbinding "Database" service. Consider using Container.unbind() instead.
