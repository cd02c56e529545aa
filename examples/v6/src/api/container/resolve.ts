import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class CheckoutService {
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
// CheckoutService has no binding; its dependency ConsoleLogger does.
container.bind(ConsoleLogger).toSelf();

const checkout: CheckoutService = container.resolve(CheckoutService);

checkout.logger.log('checkout built without a binding');
// prints: checkout built without a binding
console.log(container.isBound(CheckoutService));
// prints: false
