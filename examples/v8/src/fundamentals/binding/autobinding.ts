import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Samurai {
  constructor(public readonly katana: Katana) {}
}

// Per call: a plain container, and autobind requested by get().
const container: Container = new Container();

console.log(container.isBound(Samurai));
// prints: false

const samurai: Samurai = container.get(Samurai, { autobind: true });

console.log(samurai.katana.damage);
// prints: 10

// Autobinding registered Samurai and its Katana dependency with toSelf().
console.log(container.isBound(Samurai), container.isBound(Katana));
// prints: true true

// Per container: every class request may be autobound.
const autobindContainer: Container = new Container({ autobind: true });

console.log(autobindContainer.get(Samurai).katana.damage);
// prints: 10
