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
// prints: unbinding all services
container.unbindAllSync();
// throws: Unexpected asynchronous deactivation when unbinding all services. Consider using Container.unbindAll() instead.
