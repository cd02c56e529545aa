import { Container, inject, injectable } from 'inversify';

interface Weapon {
  readonly damage: number;
}

interface Armor {
  readonly protection: number;
}

@injectable()
class Katana implements Weapon {
  public readonly damage: number = 10;
}

@injectable()
class Kimono implements Armor {
  public readonly protection: number = 2;
}

@injectable()
class Ninja {
  // Property injection
  @inject('Armor')
  public readonly armor!: Armor;

  // Constructor parameter injection: interfaces vanish at runtime, so name the identifier
  constructor(@inject('Weapon') public readonly weapon: Weapon) {}
}

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana);
container.bind<Armor>('Armor').to(Kimono);
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.weapon.damage, ninja.armor.protection);
// prints: 10 2
