import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

// Abstractions: the only things consumers know about.
interface Weapon {
  readonly damage: number;
}

interface Ninja {
  readonly weapon: Weapon;
}

// Typed service identifiers. The `as` keeps the declared type on the constant,
// so bind() and get() infer what each one stands for.
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

// No annotation and no type argument: get() infers Ninja from ninjaId.
const ninja = container.get(ninjaId);

console.log(`damage ${ninja.weapon.damage}`);
// prints: damage 10
