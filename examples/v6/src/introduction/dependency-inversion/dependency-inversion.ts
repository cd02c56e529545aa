import { Container, inject, injectable, interfaces } from 'inversify';

// The abstractions: what a consumer may rely on.
interface Weapon {
  damage: number;
}

interface Ninja {
  weapon: Weapon;
}

// Typed identifiers for the abstractions.
const weaponId: interfaces.ServiceIdentifier<Weapon> = Symbol.for('Weapon');
const ninjaId: interfaces.ServiceIdentifier<Ninja> = Symbol.for('Ninja');

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

const ninja: Ninja = container.get(ninjaId);

console.log(ninja.weapon.damage);
// prints: 10
console.log(ninja.weapon instanceof Katana);
// prints: true
