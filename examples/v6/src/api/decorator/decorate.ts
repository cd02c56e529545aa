import { Container, decorate, inject, injectable } from 'inversify';

// Classes written without decorator syntax, e.g. from a library.
class SystemClock {
  public now(): string {
    return '2025-01-01T09:00:00Z';
  }
}

class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

class OrderService {
  public logger!: ConsoleLogger;

  constructor(public readonly clock: SystemClock) {}
}

// Apply the decorators by calling decorate().
decorate(injectable(), SystemClock);
decorate(injectable(), ConsoleLogger);
decorate(injectable(), OrderService);
decorate(inject(SystemClock), OrderService, 0); // constructor parameter 0: the class is the target
decorate(inject(ConsoleLogger), OrderService.prototype, 'logger'); // property: the prototype is the target

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

const service: OrderService = container.get(OrderService);
service.logger.log(`order placed at ${service.clock.now()}`);
// prints: order placed at 2025-01-01T09:00:00Z
