import { Container, inject, injectable } from 'inversify';

interface Logger {
  readonly name: string;
}

interface Clock {
  now(): string;
}

@injectable()
class ConsoleLogger implements Logger {
  public readonly name: string = 'console';
}

@injectable()
class FixedClock implements Clock {
  public now(): string {
    return '2026-03-01T10:00:00Z';
  }
}

@injectable()
class OrderService {
  // Property injection
  @inject('Clock')
  public readonly clock!: Clock;

  // Constructor parameter injection: interfaces vanish at runtime, so name the identifier
  constructor(@inject('Logger') public readonly logger: Logger) {}
}

const container: Container = new Container();
container.bind<Logger>('Logger').to(ConsoleLogger);
container.bind<Clock>('Clock').to(FixedClock);
container.bind(OrderService).toSelf();

const orderService: OrderService = container.get(OrderService);
console.log(orderService.logger.name, orderService.clock.now());
// prints: console 2026-03-01T10:00:00Z
