// examples/v8/src/api/errors/missing-constructor-metadata.ts in 6.x, which binds the class: the error comes from get.
import { Container, decorate, inject, injectable } from 'inversify';

class ConsoleLogger {}
class SystemClock {}

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
container.bind(OrderService).toSelf();
console.log('bound');
container.get(OrderService);
