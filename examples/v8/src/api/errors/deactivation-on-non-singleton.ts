import { Container, injectable } from 'inversify';

@injectable()
class Database {
  public close(): void {
    console.log('connection closed');
  }
}

const container: Container = new Container();
console.log('binding Database');
// prints: binding Database
// class bindings are transient by default, and the container keeps no transient instance to deactivate
container.bind(Database).toSelf().onDeactivation((database: Database): void => {
  database.close();
});
// throws: Binding for service "Database" has a deactivation function, but its scope is not singleton. Deactivation functions can only be used with singleton bindings.
