// The class case of examples/v7/src/api/errors/deactivation-not-singleton.ts: onDeactivation on a transient class
// binding, then a get of the class.
import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public close(): void {}
}

const container: Container = new Container();
container
  .bind(Database)
  .toSelf()
  .inTransientScope()
  .onDeactivation((database: Database): void => {
    database.close();
  });
console.log('bound');
container.get(Database);
