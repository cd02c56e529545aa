import { Container, decorate, inject, injectable } from 'inversify';

class SystemClock {}
class ConsoleLogger {}

class OrderService {
  constructor(
    public readonly clock: SystemClock,
    public readonly logger: ConsoleLogger,
  ) {}
}

// Decorating by hand (as plain JavaScript would): only the second parameter gets metadata.
decorate(injectable(), OrderService);
decorate(inject(ConsoleLogger), OrderService, 1);

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

console.log(container.isBound(OrderService));
// prints: true

container.get(OrderService);
// throws: Found unexpected missing metadata on type "OrderService" at constructor indexes "0".
// throws:
// throws: Are you using @inject, @multiInject or @unmanaged decorators at those indexes?
// throws:
// throws: If you're using typescript and want to rely on auto injection, set "emitDecoratorMetadata" compiler option to true
