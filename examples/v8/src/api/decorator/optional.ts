import { Container, inject, injectable, optional } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly name: string = 'in-memory repository';
}

@injectable()
class SmtpMailer {
  public readonly name: string = 'smtp mailer';
}

@injectable()
class OrderService {
  // A default value survives when nothing is bound
  @inject('Currency') @optional()
  public readonly currency: string = 'EUR';

  constructor(
    @inject(InMemoryOrderRepository) public readonly repository: InMemoryOrderRepository,
    @inject(SmtpMailer) @optional() public readonly mailer: SmtpMailer | undefined,
  ) {}
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();
container.bind(OrderService).toSelf();
// SmtpMailer and 'Currency' are not bound

const orders: OrderService = container.get(OrderService);
console.log(orders.repository.name, orders.mailer, orders.currency);
// prints: in-memory repository undefined EUR
