// examples/v8/src/api/errors/deactivation-on-non-singleton.ts followed by a get of the class.
import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public close(): void {}
}

const container: Container = new Container();
container.bind(Database).toSelf().onDeactivation((database: Database): void => {
  database.close();
});
console.log('bound');
container.get(Database);
