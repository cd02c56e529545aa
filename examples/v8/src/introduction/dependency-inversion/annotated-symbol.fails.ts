// expect-error: TS18046
import { Container, injectable, type ServiceIdentifier } from 'inversify';

interface Weapon {
  readonly damage: number;
}

@injectable()
class Katana implements Weapon {
  public readonly damage: number = 10;
}

// An annotation instead of `as`: TypeScript narrows the constant to `symbol`
// on assignment, so the Weapon type is gone.
const weaponId: ServiceIdentifier<Weapon> = Symbol.for('Weapon');

const container: Container = new Container();
container.bind(weaponId).to(Katana);

// get() infers unknown, and reading a property of unknown does not compile.
const weapon = container.get(weaponId);
console.log(weapon.damage);
