import {
  Container,
  inject,
  injectable,
  injectFromBase,
  injectFromHierarchy,
} from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
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
class CheckoutService extends LoggingService {}

// @injectFromHierarchy reads every ancestor, from BaseService down to LoggingService.
@injectable()
@injectFromHierarchy()
class OrderService extends LoggingService {}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(ConsoleLogger).toSelf();
container.bind(CheckoutService).toSelf();
container.bind(OrderService).toSelf();

const checkout: CheckoutService = container.get(CheckoutService);
const orderService: OrderService = container.get(OrderService);
console.log(`CheckoutService: logger ${checkout.logger?.name}, clock ${checkout.clock?.zone}`);
console.log(`OrderService: logger ${orderService.logger?.name}, clock ${orderService.clock?.zone}`);
// prints: CheckoutService: logger console, clock undefined
// prints: OrderService: logger console, clock UTC
