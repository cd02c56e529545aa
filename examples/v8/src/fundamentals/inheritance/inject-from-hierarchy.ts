import {
  Container,
  inject,
  injectable,
  injectFromBase,
  injectFromHierarchy,
} from 'inversify';

@injectable()
class SystemClock {
  public readonly time: string = '12:00';
}

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console logger';
}

@injectable()
class BaseService {
  @inject(SystemClock)
  public readonly clock: SystemClock | undefined;
}

// An intermediate class that declares its own injection and does NOT opt in.
@injectable()
class LoggingService extends BaseService {
  @inject(ConsoleLogger)
  public readonly logger: ConsoleLogger | undefined;
}

// @injectFromBase only reads the metadata of the direct parent (LoggingService).
@injectable()
@injectFromBase()
class OrderService extends LoggingService {}

// @injectFromHierarchy reads every ancestor, from BaseService down to LoggingService.
@injectable()
@injectFromHierarchy()
class CheckoutService extends LoggingService {}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();
container.bind(CheckoutService).toSelf();

const orders: OrderService = container.get(OrderService);
const checkout: CheckoutService = container.get(CheckoutService);
console.log(`orders: logger ${orders.logger?.name}, clock ${orders.clock?.time}`);
console.log(`checkout: logger ${checkout.logger?.name}, clock ${checkout.clock?.time}`);
// prints: orders: logger console logger, clock undefined
// prints: checkout: logger console logger, clock 12:00
