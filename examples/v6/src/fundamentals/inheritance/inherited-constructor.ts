import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

@injectable()
class BaseService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

// No constructor of its own: inversify 6 reads the metadata through the
// prototype chain, so the base constructor's @inject applies here too.
@injectable()
class CheckoutService extends BaseService {}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(CheckoutService).toSelf();

console.log(container.get(CheckoutService).logger.name);
// prints: console
