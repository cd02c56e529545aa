import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

@injectable()
class OrderService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

// inversify 8: jitless is a new ContainerOptions member
const strictContainer: Container = new Container({ jitless: true });
const jitContainer: Container = new Container({ jitless: false });

for (const container of [strictContainer, jitContainer]) {
  container.bind(ConsoleLogger).toSelf();
  container.bind(OrderService).toSelf();
  console.log(container.get(OrderService).logger.prefix);
}
// prints: [orders]
// prints: [orders]
