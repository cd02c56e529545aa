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

// inversify 8: the first argument is a decorator or an array of them, and the target is
// always the class, for a property too (not its prototype)
decorate([injectable()], SystemClock);
decorate(injectable(), ConsoleLogger);
decorate(injectable(), OrderService);
decorate(inject(SystemClock), OrderService, 0);
decorate(inject(ConsoleLogger), OrderService, 'logger');

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

container.get(OrderService).placeOrder(1);
// prints: order 1 placed on 2026-03-01
