import { Container, inject, injectable, injectFromHierarchy } from 'inversify';

@injectable()
class BaseService {
  @inject('Clock')
  public readonly clock!: string;

  constructor(@inject('Logger') public readonly logger: string) {}
}

@injectable()
class BaseOrderService extends BaseService {
  @inject('OrderRepository')
  public readonly repository!: string;
}

// Collects metadata from every ancestor, starting with the farthest one
@injectable()
@injectFromHierarchy()
class OrderService extends BaseOrderService {}

const container: Container = new Container();
container.bind<string>('Logger').toConstantValue('console logger');
container.bind<string>('Clock').toConstantValue('system clock');
container.bind<string>('OrderRepository').toConstantValue('in-memory repository');
container.bind(OrderService).toSelf();

const orders: OrderService = container.get(OrderService);
console.log(orders.logger, '|', orders.clock, '|', orders.repository);
// prints: console logger | system clock | in-memory repository
