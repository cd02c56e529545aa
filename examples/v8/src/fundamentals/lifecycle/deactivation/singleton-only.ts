import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class RequestContext {
  @preDestroy()
  public dispose(): void {
    console.log('disposing a request context');
  }
}

@injectable()
class Database {
  @preDestroy()
  public close(): void {
    console.log('closing the database');
  }
}

const container: Container = new Container();
container.bind(RequestContext).toSelf().inTransientScope();
container.bind(Database).toSelf().inSingletonScope();

container.get(RequestContext);
container.get(Database);

// The container keeps no transient value, so nothing is deactivated.
container.unbind(RequestContext);
console.log('RequestContext unbound');

// The cached singleton is deactivated.
container.unbind(Database);
console.log('Database unbound');
// prints: RequestContext unbound
// prints: closing the database
// prints: Database unbound
