import { Container } from 'inversify';

class Database {
  public static async connect(): Promise<Database> {
    return new Database();
  }
}

const container: Container = new Container();
container.bind(Database).toDynamicValue(async (): Promise<Database> => Database.connect());
console.log('resolving Database');
// prints: resolving Database
// the factory returns a promise: only getAsync can wait for it
container.get(Database);
// throws: Unexpected asynchronous service when resolving service "Database"
