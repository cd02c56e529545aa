import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

// Abstractions: the only things consumers know about.
interface Weapon {
  readonly damage: number;
}

interface Ninja {
  readonly weapon: Weapon;
}

// Typed service identifiers: get() and inject() know what each one stands for.
const weaponId: ServiceIdentifier<Weapon> = Symbol.for('Weapon');
const ninjaId: ServiceIdentifier<Ninja> = Symbol.for('Ninja');

// Concrete details, hidden behind the identifiers.
@injectable()
class Katana implements Weapon {
  public readonly damage: number = 10;
}

@injectable()
class Shinobi implements Ninja {
  // Shinobi depends on "a Weapon", not on Katana.
  constructor(
    @inject(weaponId)
    public readonly weapon: Weapon,
  ) {}
}

// The composition root is the only place that names concrete classes.
const container: Container = new Container();
container.bind(weaponId).to(Katana);
container.bind(ninjaId).to(Shinobi);

const ninja: Ninja = container.get(ninjaId);

console.log(`damage ${ninja.weapon.damage}`);
// prints: damage 10
