import { Container, inject, injectable } from 'inversify';

// A class the container can build: @injectable() records its constructor metadata.
@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

// OrderService asks for a ConsoleLogger; the class itself is the service identifier.
@injectable()
class OrderService {
  constructor(
    @inject(ConsoleLogger)
    private readonly logger: ConsoleLogger,
  ) {}

  public place(orderId: number, customer: string): void {
    this.logger.log(`order ${String(orderId)} placed for ${customer}`);
  }
}

// Register both classes, each resolving to a new instance of itself.
const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

// The container builds the ConsoleLogger first, then passes it to the OrderService constructor.
const orders: OrderService = container.get(OrderService);

orders.place(1, 'ada@example.com');
// prints: order 1 placed for ada@example.com
