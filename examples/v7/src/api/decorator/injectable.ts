import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

// No @inject needed: @injectable makes tsc emit the constructor parameter types,
// and the container resolves SystemClock from that metadata
@injectable()
class OrderService {
  constructor(public readonly clock: SystemClock) {}
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).clock.zone);
// prints: UTC
