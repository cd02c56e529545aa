import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Warrior {
  constructor(@inject(Katana) public readonly weapon: Katana) {}
}

// inversify 6: a derived class without a constructor inherits the base metadata implicitly
@injectable()
class Ninja extends Warrior {}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

console.log(container.get(Ninja).weapon.damage);
// prints: 10
