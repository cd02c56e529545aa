import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

@injectable()
class OrderService {
  // No @inject(): with emitDecoratorMetadata, TypeScript records that the
  // first parameter is of type SystemClock, and the container uses that class as the id.
  constructor(public readonly clock: SystemClock) {}
}

const container: Container = new Container();
container.bind(SystemClock).toSelf().inSingletonScope();
container.bind(OrderService).toSelf().inSingletonScope();

const orderService: OrderService = container.get(OrderService);

console.log(orderService.clock.zone);
// prints: UTC
console.log(orderService.clock === container.get(SystemClock));
// prints: true
