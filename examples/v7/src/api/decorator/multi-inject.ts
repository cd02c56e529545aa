import { Container, injectable, multiInject } from 'inversify';

interface Weapon {
  readonly name: string;
}

@injectable()
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken implements Weapon {
  public readonly name: string = 'shuriken';
}

@injectable()
class Ninja {
  // Property injection of every binding
  @multiInject('Weapon')
  public readonly spare!: Weapon[];

  constructor(@multiInject('Weapon') public readonly weapons: Weapon[]) {}
}

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana);
container.bind<Weapon>('Weapon').to(Shuriken);
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.weapons.map((weapon: Weapon) => weapon.name).join(', '));
// prints: katana, shuriken
console.log(ninja.spare.length);
// prints: 2

// #region empty
// no binding matches: the injected array is empty, not an error
@injectable()
class Dojo {
  constructor(@multiInject('Scroll') public readonly scrolls: string[]) {}
}

container.bind(Dojo).toSelf();
console.log(container.get(Dojo).scrolls.length);
// prints: 0
// #endregion empty
