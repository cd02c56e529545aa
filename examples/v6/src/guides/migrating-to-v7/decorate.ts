import { Container, decorate, inject, injectable } from 'inversify';

// Classes from a library you cannot annotate with decorators
class SystemClock {
  public today(): string {
    return '2026-03-01';
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

  public placeOrder(orderId: number): void {
    this.logger.log(`order ${orderId} placed on ${this.clock.today()}`);
  }
}

// inversify 6: one decorator per call; a constructor parameter by index on the class,
// a property by name on the class's prototype
decorate(injectable(), SystemClock);
decorate(injectable(), ConsoleLogger);
decorate(injectable(), OrderService);
decorate(inject(SystemClock), OrderService, 0);
decorate(inject(ConsoleLogger), OrderService.prototype, 'logger');

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

container.get(OrderService).placeOrder(1);
// prints: order 1 placed on 2026-03-01
