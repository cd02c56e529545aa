// examples/v7/src/api/errors/invalid-class-metadata-injectable.ts in 6.x's API: whenTargetNamed for whenNamed.
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
container.bind(CardGateway).toSelf().whenTargetNamed('card');
container.bind(FixedCheckoutService).toSelf();
console.log(container.get(FixedCheckoutService).gateway.kind);

container.bind(CheckoutService).toSelf();
console.log('bound');
