import { Container, injectable, interfaces } from 'inversify';

interface Weapon {
  name: string;
}

@injectable()
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken implements Weapon {
  public readonly name: string = 'shuriken';
}

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana).whenTargetNamed('melee');
container.bind<Weapon>('Weapon').to(Shuriken).whenTargetNamed('ranged');

container
  .bind<interfaces.AutoNamedFactory<Weapon>>('Factory<Weapon>')
  .toAutoNamedFactory<Weapon>('Weapon');

const weaponFactory: interfaces.AutoNamedFactory<Weapon> =
  container.get<interfaces.AutoNamedFactory<Weapon>>('Factory<Weapon>');

// Each call behaves like container.getNamed('Weapon', name).
console.log(weaponFactory('melee').name);
// prints: katana
console.log(weaponFactory('ranged').name);
// prints: shuriken
