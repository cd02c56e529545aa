import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class BaseService {
  @inject('Clock')
  public readonly clock!: string;

  constructor(@inject('Logger') public readonly logger: string) {}
}

// No constructor and no decorated members of its own:
// the constructor arguments and properties are taken from BaseService
@injectable()
@injectFromBase()
class OrderService extends BaseService {}

const container: Container = new Container();
container.bind<string>('Logger').toConstantValue('ConsoleLogger');
container.bind<string>('Clock').toConstantValue('SystemClock');
container.bind(OrderService).toSelf();

const orderService: OrderService = container.get(OrderService);
console.log(orderService.logger, orderService.clock);
// prints: ConsoleLogger SystemClock
