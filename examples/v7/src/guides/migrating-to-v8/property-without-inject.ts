import { Container, injectable, named, optional, tagged } from 'inversify';

// Properties with a qualifier or @optional() but no @inject(): nothing names the service.
@injectable()
class OrderService {
  @named('smtp')
  public mailer: unknown;

  @tagged('channel', 'sms')
  public notifier: unknown;

  @optional()
  public clock: unknown;
}

const container: Container = new Container();
container.bind(OrderService).toSelf();

// inversify 7 resolves the class and sets each of these properties to an empty array
const service: OrderService = container.get(OrderService);
console.log(`${JSON.stringify(service.mailer)} ${JSON.stringify(service.notifier)} ${JSON.stringify(service.clock)}`);
// prints: [] [] []
