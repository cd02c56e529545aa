import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class BaseService {
  // Property injections declared on a base class also apply to subclasses.
  @inject(ConsoleLogger)
  public readonly logger!: ConsoleLogger;
}

@injectable()
class CheckoutService extends BaseService {}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(CheckoutService).toSelf();

container.get(CheckoutService).logger.log('logger injected into the subclass');
// prints: logger injected into the subclass
