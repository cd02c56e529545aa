import { Container, injectable } from 'inversify';

@injectable()
class Database {
  private static connections: number = 0;
  public readonly connection: number = ++Database.connections;
}

const container: Container = new Container();
// Transient is the default scope; it is spelled out here for clarity.
container.bind(Database).toSelf().inTransientScope();

const first: Database = container.get(Database);
const second: Database = container.get(Database);

// Every resolution builds a new instance.
console.log(first === second);
// prints: false
console.log(first.connection, second.connection);
// prints: 1 2
