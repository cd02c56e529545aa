import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class OrderService {
  constructor(public readonly logger: ConsoleLogger) {}
}

// No bind() calls at all: injectable classes are bound to themselves
// the first time they are requested.
const container: Container = new Container({ autoBindInjectable: true });

console.log(container.isBound(OrderService));
// prints: false

const service: OrderService = container.get(OrderService);

service.logger.log('order service built');
// prints: order service built
console.log(container.isBound(OrderService), container.isBound(ConsoleLogger));
// prints: true true
