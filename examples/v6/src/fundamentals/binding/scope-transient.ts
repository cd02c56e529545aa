import { Container, injectable } from 'inversify';

@injectable()
class CheckoutService {}

const container: Container = new Container();

// Transient is the default scope, so inTransientScope() only makes it explicit.
container.bind(CheckoutService).toSelf().inTransientScope();

console.log(container.get(CheckoutService) === container.get(CheckoutService));
// prints: false
