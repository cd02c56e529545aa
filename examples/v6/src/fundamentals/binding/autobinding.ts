import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Samurai {
  constructor(public readonly katana: Katana) {}
}

// No bind() calls at all: injectable classes are bound to themselves
// the first time they are requested.
const container: Container = new Container({ autoBindInjectable: true });

console.log(container.isBound(Samurai));
// prints: false

const samurai: Samurai = container.get(Samurai);

console.log(samurai.katana.damage);
// prints: 10
console.log(container.isBound(Samurai), container.isBound(Katana));
// prints: true true
