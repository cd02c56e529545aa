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

  public placeOrder(orderId: number, customerEmail: string): void {
    this.logger.log(`order ${orderId} placed for ${customerEmail}`);
  }
}

// Register both classes, each resolving to a new instance of itself.
const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

// The container builds the ConsoleLogger first, then passes it to the OrderService constructor.
const orderService: OrderService = container.get(OrderService);

orderService.placeOrder(1, 'ada@example.com');
// prints: order 1 placed for ada@example.com
