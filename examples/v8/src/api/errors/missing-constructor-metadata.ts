import { Container, decorate, inject, injectable } from 'inversify';

class ConsoleLogger {}
class SystemClock {}

// decorated with decorate() (as plain JavaScript would), so no design-time types are emitted
class OrderService {
  constructor(
    public readonly logger: ConsoleLogger,
    public readonly clock: SystemClock,
  ) {}
}
decorate(injectable(), OrderService);
decorate(inject(SystemClock), OrderService, 1);

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(SystemClock).toSelf();
console.log('binding OrderService');
// prints: binding OrderService
// argument 0 has no @inject and no emitted type
container.bind(OrderService).toSelf();
// throws: Found unexpected missing metadata on type "OrderService" at constructor indexes "0".
// throws:
// throws: Are you using @inject, @multiInject or @unmanaged decorators at those indexes?
// throws:
// throws: If you're using typescript and want to rely on auto injection, set "emitDecoratorMetadata" compiler option to true
