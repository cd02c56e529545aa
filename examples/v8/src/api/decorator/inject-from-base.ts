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
container.bind<string>('Logger').toConstantValue('console logger');
container.bind<string>('Clock').toConstantValue('system clock');
container.bind(OrderService).toSelf();

const orders: OrderService = container.get(OrderService);
console.log(orders.logger, orders.clock);
// prints: console logger system clock

// A class that extends nothing has no base to copy from: the decorator throws at once
try {
  @injectFromBase()
  class Lonely {}
  console.log(Lonely.name);
} catch (error: unknown) {
  console.log((error as Error).message.split('.')[0]);
}
// prints: Found unexpected missing metadata on type "Object"
