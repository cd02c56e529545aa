import { Container, inject, injectable, interfaces } from 'inversify';

// The abstractions: what a consumer may rely on.
interface Weapon {
  damage: number;
}

interface Ninja {
  weapon: Weapon;
}

// Typed identifiers for the abstractions. The cast keeps the declared type:
// an annotation would be narrowed to plain `symbol` and lose Weapon / Ninja.
const weaponId = Symbol.for('Weapon') as interfaces.ServiceIdentifier<Weapon>;
const ninjaId = Symbol.for('Ninja') as interfaces.ServiceIdentifier<Ninja>;

// A concrete weapon. Nothing else in the program imports this class.
@injectable()
class Katana implements Weapon {
  public readonly damage: number = 10;
}

// The consumer asks for "a Weapon", never for Katana.
@injectable()
class Ronin implements Ninja {
  constructor(
    @inject(weaponId)
    public readonly weapon: Weapon,
  ) {}
}

const container: Container = new Container();

container.bind(weaponId).to(Katana);
container.bind(ninjaId).to(Ronin);

// No type argument and no annotation: the identifier carries Ninja.
const ninja = container.get(ninjaId);

console.log(ninja.weapon.damage);
// prints: 10
console.log(ninja.weapon instanceof Katana);
// prints: true
