import { Container, injectable, named } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

@injectable()
class CheckoutService {
  // @named only narrows an injection: without @inject there is nothing to resolve
  constructor(@named('card') public readonly gateway: PaymentGateway) {}
}

const container: Container = new Container();
console.log('binding CheckoutService');
// prints: binding CheckoutService
container.bind(CheckoutService).toSelf();
// throws: Invalid class metadata at type CheckoutService:
// throws:
// throws:   - Missing or incomplete metadata for type "CheckoutService" at constructor argument with index 0.
// throws: Every constructor parameter must be decorated either with @inject, @multiInject or @unmanaged decorator.
