import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Warrior {
  constructor(@inject(Katana) public readonly weapon: Katana) {}
}

// inversify 8: opt in to the base class metadata with @injectFromBase()
@injectable()
@injectFromBase()
class Ninja extends Warrior {}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

console.log(container.get(Ninja).weapon.damage);
// prints: 10
