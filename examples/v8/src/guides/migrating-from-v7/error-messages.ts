import { Container, ContainerModule } from 'inversify';

interface Database {
  close(): Promise<void>;
}

const TYPES = { Database: Symbol.for('Database'), OrderRepository: Symbol.for('OrderRepository') };

const messageOf = (error: unknown): string => (error as Error).message;

const container: Container = new Container();
container
  .bind<Database>(TYPES.Database)
  .toConstantValue({ close: async (): Promise<void> => {} })
  .onDeactivation(async (database: Database) => database.close());
container.get<Database>(TYPES.Database);

// inversify 8: the synchronous rebind fails on the async deactivation and advises unbindAsync()
try {
  container.rebind<Database>(TYPES.Database);
} catch (error: unknown) {
  console.log(messageOf(error));
}
// prints: Unexpected asynchronous deactivation when unbinding "Symbol(Database)" service. Consider using Container.unbindAsync() instead.

// inversify 8: a module with an async callback, loaded synchronously, advises loadAsync()
try {
  container.load(new ContainerModule(async (): Promise<void> => {}));
} catch (error: unknown) {
  console.log(messageOf(error));
}
// prints: Unexpected asynchronous module load. Consider using container.loadAsync() instead.

// inversify 8: the same missing redirection target is reported without the redirection list
container.bind(TYPES.OrderRepository).toService(Symbol.for('SqlOrderRepository'));
try {
  container.get(TYPES.OrderRepository);
} catch (error: unknown) {
  console.log(messageOf(error).split('\n').filter((line: string) => line !== '').join(' | '));
}
// prints: No bindings found for service: "Symbol(SqlOrderRepository)". | Trying to resolve bindings for "Symbol(OrderRepository)". | Binding constraints: | - service identifier: Symbol(SqlOrderRepository) | - name: -
