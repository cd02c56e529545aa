import { Container, ContainerModule } from 'inversify';

interface Database {
  close(): Promise<void>;
}

const TYPES = { Database: Symbol.for('Database'), OrderRepository: Symbol.for('OrderRepository') };

const messageOf = (error: unknown): string => (error as Error).message;

async function main(): Promise<void> {
  const container: Container = new Container();
  container
    .bind<Database>(TYPES.Database)
    .toConstantValue({ close: async (): Promise<void> => {} })
    .onDeactivation(async (database: Database) => database.close());
  container.get<Database>(TYPES.Database);

  // inversify 7: the synchronous rebind fails on the async deactivation and advises unbind()
  try {
    container.rebindSync<Database>(TYPES.Database);
  } catch (error: unknown) {
    console.log(messageOf(error));
  }
  // prints: Unexpected asynchronous deactivation when unbinding "Symbol(Database)" service. Consider using Container.unbind() instead.

  // inversify 7: a module with an async callback, loaded synchronously, advises load()
  try {
    container.loadSync(new ContainerModule(async (): Promise<void> => {}));
  } catch (error: unknown) {
    console.log(messageOf(error));
  }
  // prints: Unexpected asynchronous module load. Consider using Container.load() instead.

  // inversify 7: a toService redirection to a missing service names the redirection
  container.bind(TYPES.OrderRepository).toService(Symbol.for('SqlOrderRepository'));
  try {
    container.get(TYPES.OrderRepository);
  } catch (error: unknown) {
    console.log(messageOf(error).split('\n').filter((line: string) => line !== '').join(' | '));
  }
  // prints: No bindings found for service: "Symbol(SqlOrderRepository)". | Trying to resolve bindings for "Symbol(OrderRepository) (Root service)". | - service redirections: |   - Symbol(SqlOrderRepository) | Binding constraints: | - service identifier: Symbol(OrderRepository) | - name: -
}

void main();
