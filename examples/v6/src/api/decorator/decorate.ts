import { Container, decorate, inject, injectable } from 'inversify';

// Classes written without decorator syntax, e.g. from a library.
class Katana {
  public readonly damage: number = 10;
}

class Ninja {
  constructor(public readonly katana: Katana) {}
}

// Apply the decorators by calling decorate().
decorate(injectable(), Katana);
decorate(injectable(), Ninja);
decorate(inject(Katana), Ninja, 0); // constructor parameter 0

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

console.log(container.get(Ninja).katana.damage);
// prints: 10
