import { Container, inject, injectable, named } from 'inversify';

@injectable()
class CardGateway {
  public readonly kind: string = 'card';
}

// @inject says what to inject, @named which binding of it
@injectable()
class FixedCheckoutService {
  constructor(@inject(CardGateway) @named('card') public readonly gateway: CardGateway) {}
}

// @injectable() and the type TypeScript emits (CardGateway) do not stand in for a missing @inject:
// the emitted type is read only for a parameter with no decorator at all
@injectable()
class CheckoutService {
  constructor(@named('card') public readonly gateway: CardGateway) {}
}

const container: Container = new Container();
container.bind(CardGateway).toSelf().whenNamed('card');
container.bind(FixedCheckoutService).toSelf();
console.log(container.get(FixedCheckoutService).gateway.kind);
// prints: card

container.bind(CheckoutService).toSelf();
// throws: Invalid class metadata at type CheckoutService:
// throws:
// throws:   - Missing or incomplete metadata for type "CheckoutService" at constructor argument with index 0.
// throws: Every constructor parameter must be decorated either with @inject, @multiInject or @unmanaged decorator.
