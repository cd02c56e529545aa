import { Container, named } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

// no @injectable(), and @named() does not say what to inject
class CheckoutService {
  constructor(@named('card') private readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();

console.log('binding CheckoutService');
// prints: binding CheckoutService
container.bind(CheckoutService).toSelf();
// throws: Invalid class metadata at type CheckoutService:
// throws:
// throws:   - Missing or incomplete metadata for type "CheckoutService" at constructor argument with index 0.
// throws: Every constructor parameter must be decorated either with @inject, @multiInject or @unmanaged decorator.
