// A case of examples/v6/src/api/errors/missing-constructor-metadata.ts: the parameter without metadata comes after
// the last decorated one.
import { Container, decorate, inject, injectable } from 'inversify';

class SystemClock {}
class ConsoleLogger {}

class OrderService {
  constructor(
    public readonly clock: SystemClock,
    public readonly logger: ConsoleLogger,
  ) {}
}

decorate(injectable(), OrderService);
decorate(inject(SystemClock), OrderService, 0);

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();
console.log(container.get(OrderService).logger);
