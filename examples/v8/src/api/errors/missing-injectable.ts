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
// prints: binding OrderService
// the class's constructor metadata is read when the binding is made
container.bind(OrderService).toSelf();
// throws: Found unexpected missing metadata on type "OrderService". "OrderService" constructor requires at least 1 arguments, found 0 instead.
// throws: Are you using @inject, @multiInject or @unmanaged decorators in every non optional constructor argument?
// throws:
// throws: If you're using typescript and want to rely on auto injection, set "emitDecoratorMetadata" compiler option to true
