import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

interface Weapon {
  readonly name: string;
}

const weaponId = Symbol.for('Weapon') as ServiceIdentifier<Weapon>;

@injectable()
class Ninja {
  constructor(
    @inject(weaponId)
    public readonly weapon: Weapon,
  ) {}
}

@injectable()
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken implements Weapon {
  public readonly name: string = 'shuriken';
}

// Two containers wire the same Ninja class to different weapons.
const meleeContainer: Container = new Container();
meleeContainer.bind(weaponId).to(Katana);
meleeContainer.bind(Ninja).toSelf();

const rangedContainer: Container = new Container();
rangedContainer.bind(weaponId).to(Shuriken);
rangedContainer.bind(Ninja).toSelf();

console.log(meleeContainer.get(Ninja).weapon.name);
// prints: katana
console.log(rangedContainer.get(Ninja).weapon.name);
// prints: shuriken
