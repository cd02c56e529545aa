import { Container, injectable } from 'inversify';

@injectable()
class Database {
  private static connections: number = 0;
  public readonly connection: number = ++Database.connections;
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();

const first: Database = container.get(Database);
const second: Database = container.get(Database);

// Built once, then cached by the binding.
console.log(first === second);
// prints: true
console.log(first.connection, second.connection);
// prints: 1 1
