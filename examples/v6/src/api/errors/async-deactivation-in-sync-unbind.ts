import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Database {
  @preDestroy()
  public async close(): Promise<void> {}
}

const container: Container = new Container();
container.bind(Database).toSelf().inSingletonScope();
container.get(Database);

console.log(container.isBound(Database));
// prints: true

// The singleton's @preDestroy returns a promise: only unbindAsync can wait for it.
container.unbind(Database);
// throws: Attempting to unbind dependency with asynchronous destruction (@preDestroy or onDeactivation)
