import { Container, injectable } from 'inversify';

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

const parentContainer: Container = new Container();
parentContainer.bind<Weapon>('Weapon').to(Katana);

const childContainer: Container = new Container({ parent: parentContainer });
childContainer.bind<Weapon>('Weapon').to(Shuriken);

// Standard mode (chained: false is the default): the child has bindings, so it answers alone.
const weapons: Weapon[] = childContainer.getAll<Weapon>('Weapon', { chained: false });

console.log(weapons.map((weapon: Weapon): string => weapon.name));
// prints: [ 'shuriken' ]
