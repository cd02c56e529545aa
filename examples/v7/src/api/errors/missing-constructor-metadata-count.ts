import { Container, inject } from 'inversify';

class ConsoleLogger {}
class SystemClock {}

// no decorator on the class: only the first parameter has metadata, from its @inject
class OrderService {
  constructor(
    @inject(ConsoleLogger) private readonly logger: ConsoleLogger,
    private readonly clock: SystemClock,
  ) {}
}

const container: Container = new Container();

console.log('binding OrderService');
// prints: binding OrderService
container.bind(OrderService).toSelf();
// throws: Found unexpected missing metadata on type "OrderService". "OrderService" constructor requires at least 2 arguments, found 1 instead.
// throws: Are you using @inject, @multiInject or @unmanaged decorators in every non optional constructor argument?
// throws:
// throws: If you're using typescript and want to rely on auto injection, set "emitDecoratorMetadata" compiler option to true
