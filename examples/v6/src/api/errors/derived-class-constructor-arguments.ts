import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {}

@injectable()
class OrderService {
  constructor(public readonly clock: SystemClock) {}
}

// The subclass constructor takes fewer arguments than the base class has dependencies.
@injectable()
class CheckoutService extends OrderService {
  constructor() {
    super(new SystemClock());
  }
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(CheckoutService).toSelf();

console.log(container.isBound(CheckoutService));
// prints: true

container.get(CheckoutService);
// throws: The number of constructor arguments in the derived class CheckoutService must be >= than the number of constructor arguments of its base class.
