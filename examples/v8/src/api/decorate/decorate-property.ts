import { Container, decorate, inject, injectable } from 'inversify';

class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

class OrderService {
  public logger!: ConsoleLogger;
}

decorate(injectable(), OrderService);
// The third argument names the property
decorate(inject(ConsoleLogger), OrderService, 'logger');

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).logger.prefix);
// prints: [orders]
