// examples/v6/src/api/errors/async-deactivation-in-sync-unbind.ts in 7.x's API, where the synchronous methods end in Sync.
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

// The singleton's @preDestroy returns a promise: only unbind can wait for it.
container.unbindSync(Database);
