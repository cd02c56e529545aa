import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class BaseService {
  @inject('Clock')
  public readonly clock: string | undefined;

  constructor(@inject('Logger') public readonly logger: string) {}
}

// Reuse the constructor arguments, but not the property injections
@injectable()
@injectFromBase({ extendConstructorArguments: true, extendProperties: false })
class OrderService extends BaseService {}

const container: Container = new Container();
container.bind<string>('Logger').toConstantValue('ConsoleLogger');
container.bind<string>('Clock').toConstantValue('SystemClock');
container.bind(OrderService).toSelf();

const orderService: OrderService = container.get(OrderService);
console.log(orderService.logger, orderService.clock);
// prints: ConsoleLogger undefined
