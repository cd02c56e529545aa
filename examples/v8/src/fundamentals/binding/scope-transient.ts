import { Container, injectable } from 'inversify';

@injectable()
class OrderService {
  private static created: number = 0;
  public readonly serial: number = ++OrderService.created;
}

const container: Container = new Container();
// Transient is the default scope; it is spelled out here for clarity.
container.bind(OrderService).toSelf().inTransientScope();

const first: OrderService = container.get(OrderService);
const second: OrderService = container.get(OrderService);

// Every resolution builds a new instance.
console.log(first === second);
// prints: false
console.log(first.serial, second.serial);
// prints: 1 2
