import { type BindingConstraints, Container, inject, injectable, named } from 'inversify';

interface Weapon {
  readonly damage: number;
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
  constructor(@inject('Weapon') @named('thrown') public readonly weapon: Weapon) {}
}

const container: Container = new Container();
container.bind(Ninja).toSelf();
container
  .bind<Weapon>('Weapon')
  .to(Katana)
  .when((constraints: BindingConstraints): boolean => constraints.name === 'melee');
container
  .bind<Weapon>('Weapon')
  .to(Shuriken)
  .when((constraints: BindingConstraints): boolean => constraints.name === 'thrown');

console.log(container.get(Ninja).weapon.damage);
// prints: 5
