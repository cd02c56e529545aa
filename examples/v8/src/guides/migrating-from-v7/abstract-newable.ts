import {
  type AbstractNewable,
  Container,
  injectable,
  type ServiceIdentifier,
} from 'inversify';

abstract class Weapon {
  public abstract hit(): string;
}

@injectable()
class Katana extends Weapon {
  public hit(): string {
    return 'cut';
  }
}

// inversify 8 exports AbstractNewable, the type of an abstract class
const weaponClass: AbstractNewable<Weapon> = Weapon;
const weaponId: ServiceIdentifier<Weapon> = weaponClass;

const container: Container = new Container();
container.bind(weaponId).to(Katana);

console.log(container.get(Weapon).hit());
// prints: cut
