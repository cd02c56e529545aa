import { Container, inject, injectable, interfaces, named } from 'inversify';

interface Weapon {
  damage: number;
}

@injectable()
class Katana implements Weapon {
  public readonly damage: number = 10;
}

@injectable()
class Shuriken implements Weapon {
  public readonly damage: number = 5;
}

@injectable()
class Ninja {
  constructor(
    @inject('Weapon')
    @named('ranged')
    public readonly weapon: Weapon,
  ) {}
}

const container: Container = new Container();
container.bind(Ninja).toSelf();

// A custom constraint receives the request being planned.
container
  .bind<Weapon>('Weapon')
  .to(Katana)
  .when((request: interfaces.Request): boolean => request.target.matchesNamedTag('melee'));

container
  .bind<Weapon>('Weapon')
  .to(Shuriken)
  .when((request: interfaces.Request): boolean => request.target.matchesNamedTag('ranged'));

console.log(container.get(Ninja).weapon.damage);
// prints: 5
