// examples/v8/src/api/errors/missing-injectable.ts in 6.x, which binds the class: resolving it shows what the
// undecorated parameter receives.
import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

// no @injectable(): TypeScript emits no constructor metadata for an undecorated class
class OrderService {
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
console.log('binding OrderService');
container.bind(OrderService).toSelf();
console.log(container.get(OrderService).logger);
