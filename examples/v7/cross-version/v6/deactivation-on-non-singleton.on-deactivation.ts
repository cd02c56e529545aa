// The onDeactivation case of examples/v6/src/api/errors/deactivation-on-non-singleton.ts: a handler on a transient
// class binding.
import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public close(): void {}
}

const container: Container = new Container();
container
  .bind(Database)
  .toSelf()
  .onDeactivation((database: Database): void => {
    database.close();
  });
console.log('handler added');
