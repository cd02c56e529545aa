// examples/v7/src/api/errors/deactivation-not-singleton.ts followed by a get of the service.
import { Container } from 'inversify';

interface Database {
  close(): void;
}

const container: Container = new Container();
container
  .bind<Database>('Database')
  .toDynamicValue((): Database => ({ close: (): void => undefined }))
  .inTransientScope()
  .onDeactivation((database: Database): void => {
    database.close();
  });
console.log('bound');
container.get<Database>('Database');
