import { Container, injectable } from 'inversify';

@injectable()
class RequestContext {}

@injectable()
class Database {}

const container: Container = new Container();
container.bind(RequestContext).toSelf().inTransientScope();
container.bind(Database).toSelf().inSingletonScope();

container.onActivation(RequestContext, (_context, requestContext: RequestContext): RequestContext => {
  console.log('activating a RequestContext');
  return requestContext;
});
container.onActivation(Database, (_context, database: Database): Database => {
  console.log('activating the Database');
  return database;
});

// Transient: a new value, so the handler runs on every resolution.
container.get(RequestContext);
container.get(RequestContext);
// Singleton: the activated value is cached, so the handler runs once.
container.get(Database);
container.get(Database);
// prints: activating a RequestContext
// prints: activating a RequestContext
// prints: activating the Database
