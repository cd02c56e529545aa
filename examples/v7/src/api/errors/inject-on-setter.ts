import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class OrderService {
  #logger: ConsoleLogger | undefined;

  // a setter is injected like a property, after the constructor has run
  @inject(ConsoleLogger)
  public set logger(logger: ConsoleLogger) {
    this.#logger = logger;
  }

  public place(id: number): void {
    this.#logger?.log(`order ${id} placed`);
  }
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();
container.get(OrderService).place(1);
// prints: order 1 placed
