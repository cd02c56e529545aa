// examples/v7/src/api/errors/missing-constructor-metadata.ts followed by a get of the class.
import { Container } from 'inversify';

class ConsoleLogger {}

class OrderService {
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();
console.log(container.get(OrderService).logger);
