import { Container } from 'inversify';

interface Database {
  close(): void;
}

const container: Container = new Container();

console.log('binding Database');
// prints: binding Database
container
  .bind<Database>('Database')
  .toDynamicValue((): Database => ({ close: (): void => undefined }))
  .inTransientScope()
  .onDeactivation((database: Database): void => {
    database.close();
  });
// throws: Binding for service "Database" has a deactivation function, but its scope is not singleton. Deactivation functions can only be used with singleton bindings.
