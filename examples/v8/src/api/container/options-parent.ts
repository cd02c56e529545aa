import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class OrderService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}

  public place(orderId: number): void {
    this.logger.log(`order ${String(orderId)} placed`);
  }
}

const parent: Container = new Container();
parent.bind(ConsoleLogger).toSelf();

const child: Container = new Container({ parent });
child.bind(OrderService).toSelf();

// the child resolves OrderService itself and ConsoleLogger through its parent
child.get(OrderService).place(1);
// prints: order 1 placed

// a parent never looks into its children
console.log(parent.isBound(OrderService));
// prints: false
