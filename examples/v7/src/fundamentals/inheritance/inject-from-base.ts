import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Shuriken {
  public readonly damage: number = 5;
}

@injectable()
abstract class Warrior {
  @inject(Shuriken)
  public readonly secondaryWeapon!: Shuriken;

  constructor(@inject(Katana) public readonly primaryWeapon: Katana) {}
}

// Opt in: reuse the constructor arguments and properties declared on Warrior.
@injectable()
@injectFromBase()
class Ninja extends Warrior {}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf();
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(`primary ${ninja.primaryWeapon.damage}`);
console.log(`secondary ${ninja.secondaryWeapon.damage}`);
// prints: primary 10
// prints: secondary 5
