import { Container } from 'inversify';

class Database {
  public query(sql: string): string {
    return `result of ${sql}`;
  }
}

const container: Container = new Container();
container.bind(Database).toDynamicValue(async (): Promise<Database> => new Database());

console.log(container.isBound(Database));
// prints: true

// The binding produces a promise: only getAsync can resolve it.
container.get(Database);
// throws: You are attempting to construct [function/class Database] in a synchronous way but it has asynchronous dependencies.
