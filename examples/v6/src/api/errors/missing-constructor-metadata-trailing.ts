import { Container, decorate, inject, injectable } from 'inversify';

class SystemClock {}
class ConsoleLogger {}

class OrderService {
  constructor(
    public readonly clock: SystemClock,
    public readonly logger: ConsoleLogger,
  ) {}
}

// Only the first parameter gets metadata: the check stops at the last decorated parameter.
decorate(injectable(), OrderService);
decorate(inject(SystemClock), OrderService, 0);

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

const orders: OrderService = container.get(OrderService);
console.log(orders.clock instanceof SystemClock, orders.logger);
// prints: true undefined
