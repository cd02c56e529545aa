import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, inject, injectable } from 'inversify';

// binding-decorators 3: the decorators are unchanged
@injectable()
@provide()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

@injectable()
@provide()
class OrderService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();

// inversify 8: load() is synchronous, so the module is loaded without await
// (with inversify 7 and binding-decorators 1, this was `await container.load(...)`)
container.load(buildProviderModule());
console.log(`logger ${container.get(OrderService).logger.prefix}`);
// prints: logger [orders]
