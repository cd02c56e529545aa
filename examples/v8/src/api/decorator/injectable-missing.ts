import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

// No decorator at all: tsc emits no parameter type metadata for this class
class OrderService {
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();

try {
  // The class metadata is read when the binding is created
  container.bind(OrderService).toSelf();
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
}
// prints: Found unexpected missing metadata on type "OrderService". "OrderService" constructor requires at least 1 arguments, found 0 instead.
