import { Container, injectable } from 'inversify';

@injectable()
class RequestContext {}

@injectable()
class ConsoleLogger {}

const container: Container = new Container();
container.bind(RequestContext).toSelf().inTransientScope();
container.bind(ConsoleLogger).toSelf().inSingletonScope();

container.onActivation(RequestContext, (_context, context: RequestContext): RequestContext => {
  console.log('activating a RequestContext');
  return context;
});
container.onActivation(ConsoleLogger, (_context, logger: ConsoleLogger): ConsoleLogger => {
  console.log('activating the ConsoleLogger');
  return logger;
});

// Transient: a new value, so the handler runs on every resolution.
container.get(RequestContext);
container.get(RequestContext);
// Singleton: the activated value is cached, so the handler runs once.
container.get(ConsoleLogger);
container.get(ConsoleLogger);
// prints: activating a RequestContext
// prints: activating a RequestContext
// prints: activating the ConsoleLogger
