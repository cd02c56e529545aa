// The decorate case of examples/v6/src/api/errors/invalid-decorator-target.ts: a property decorator given the class
// itself, not its prototype.
import { Container, decorate, inject, injectable } from 'inversify';

class OrderService {
  public clock: unknown;
}

decorate(injectable(), OrderService);
decorate(inject('Clock'), OrderService, 'clock');

const container: Container = new Container();
container.bind('Clock').toConstantValue('system clock');
container.bind(OrderService).toSelf();
console.log(container.get(OrderService).clock);
