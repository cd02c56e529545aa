import { Container } from 'inversify';

class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

// no decorator: TypeScript emits no metadata about the constructor's parameter
class OrderService {
  constructor(private readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();

console.log('binding OrderService');
// prints: binding OrderService
// to() and toSelf() read the class's metadata
container.bind(OrderService).toSelf();
// throws: Found unexpected missing metadata on type "OrderService". "OrderService" constructor requires at least 1 arguments, found 0 instead.
// throws: Are you using @inject, @multiInject or @unmanaged decorators in every non optional constructor argument?
// throws:
// throws: If you're using typescript and want to rely on auto injection, set "emitDecoratorMetadata" compiler option to true
