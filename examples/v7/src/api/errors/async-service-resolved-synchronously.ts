import { Container } from 'inversify';

interface Database {
  query(sql: string): string[];
}

const TYPES = { Database: Symbol.for('Database') };

const container: Container = new Container();
container
  .bind<Database>(TYPES.Database)
  .toDynamicValue(async (): Promise<Database> => ({ query: (): string[] => [] }));

console.log('resolving Database');
// prints: resolving Database
// the value is a promise: getAsync is needed
container.get<Database>(TYPES.Database);
// throws: Unexpected asynchronous service when resolving service "Symbol(Database)"
