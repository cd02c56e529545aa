import { Container, inject, injectable } from 'inversify';

const TYPES = {
  Mailer: Symbol.for('Mailer'),
  OrderRepository: Symbol.for('OrderRepository'),
} as const;

@injectable()
class InMemoryOrderRepository {
  public save(orderId: number): string {
    return `order ${orderId} saved`;
  }
}

@injectable()
class SmtpMailer {
  public send(to: string): string {
    return `mail sent to ${to}`;
  }
}

// The default reader finds these injections in the metadata that
// @injectable and @inject store with reflect-metadata.
@injectable()
class OrderService {
  @inject(TYPES.Mailer)
  public mailer!: SmtpMailer;

  constructor(@inject(TYPES.OrderRepository) private readonly repository: InMemoryOrderRepository) {}

  public place(orderId: number, customerEmail: string): string {
    return `${this.repository.save(orderId)}, ${this.mailer.send(customerEmail)}`;
  }
}

const container: Container = new Container();
container.bind<OrderService>('OrderService').to(OrderService);
container.bind<InMemoryOrderRepository>(TYPES.OrderRepository).to(InMemoryOrderRepository);
container.bind<SmtpMailer>(TYPES.Mailer).to(SmtpMailer);

console.log(container.get<OrderService>('OrderService').place(1, 'ada@example.com'));
// prints: order 1 saved, mail sent to ada@example.com
