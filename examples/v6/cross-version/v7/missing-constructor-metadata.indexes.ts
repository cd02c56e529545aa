// The "at constructor indexes" case of examples/v7/src/api/errors/missing-constructor-metadata.ts: a parameter
// without metadata before a decorated one.
import { Container, decorate, inject, injectable } from 'inversify';

class ConsoleLogger {}
class SystemClock {}

class OrderService {
  constructor(
    private readonly clock: SystemClock,
    private readonly logger: ConsoleLogger,
  ) {}
}

decorate(injectable(), OrderService);
decorate(inject(ConsoleLogger), OrderService, 1);

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();
console.log('bound');
container.get(OrderService);
