import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class LegendaryKatana extends Katana {
  public override readonly damage: number = 50;
}

@injectable()
class Samurai {
  constructor(public readonly katana: Katana) {}
}

// Off by default: an unbound class is not built.
const plain: Container = new Container();
try {
  plain.get(Samurai);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No matching bindings found for serviceIdentifier: Samurai
}

// On: Samurai is bound automatically, but the explicit Katana binding wins.
const container: Container = new Container({ autoBindInjectable: true });
container.bind(Katana).to(LegendaryKatana);
console.log(container.get(Samurai).katana.damage);
// prints: 50
