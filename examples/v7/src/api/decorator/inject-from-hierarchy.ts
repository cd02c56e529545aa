import { Container, inject, injectable, injectFromHierarchy } from 'inversify';

@injectable()
class BaseService {
  @inject('Clock')
  public readonly clock!: string;

  constructor(@inject('Logger') public readonly logger: string) {}
}

@injectable()
class MailingService extends BaseService {
  @inject('Mailer')
  public readonly mailer!: string;
}

// Collects metadata from every ancestor, starting with the farthest one
@injectable()
@injectFromHierarchy()
class OrderService extends MailingService {}

const container: Container = new Container();
container.bind<string>('Logger').toConstantValue('ConsoleLogger');
container.bind<string>('Clock').toConstantValue('SystemClock');
container.bind<string>('Mailer').toConstantValue('SmtpMailer');
container.bind(OrderService).toSelf();

const orderService: OrderService = container.get(OrderService);
console.log(orderService.logger, orderService.clock, orderService.mailer);
// prints: ConsoleLogger SystemClock SmtpMailer
