import { Container, inject, injectable, ServiceIdentifier } from 'inversify';

// Abstractions: the only things consumers know about.
interface Weapon {
  readonly damage: number;
}

interface Ninja {
  readonly weapon: Weapon;
}

// Typed service identifiers. The assertion (as) keeps the type on the constant;
// an annotation would be narrowed to plain symbol and get() would return unknown.
const weaponId = Symbol.for('Weapon') as ServiceIdentifier<Weapon>;
const ninjaId = Symbol.for('Ninja') as ServiceIdentifier<Ninja>;

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

// No annotation and no type argument: get() infers Ninja from the identifier.
const ninja = container.get(ninjaId);

console.log(`damage ${ninja.weapon.damage}`);
// prints: damage 10
