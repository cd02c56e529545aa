import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

@injectable()
class OrderService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

const parent: Container = new Container();
parent.bind(ConsoleLogger).toSelf();

const child: Container = new Container({ parent });
child.bind(OrderService).toSelf();

// the child resolves OrderService itself and ConsoleLogger through its parent
console.log(child.get(OrderService).logger.name);
// prints: console

// a parent never looks into its children
console.log(parent.isBound(OrderService));
// prints: false
