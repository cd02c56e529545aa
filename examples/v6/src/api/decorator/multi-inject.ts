import { Container, injectable, multiInject } from 'inversify';

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

@injectable()
class Ninja {
  // Every binding of 'Weapon' is injected as an array.
  @multiInject('Weapon')
  public readonly weapons!: Weapon[];
}

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana);
container.bind<Weapon>('Weapon').to(Shuriken);
container.bind(Ninja).toSelf();

console.log(container.get(Ninja).weapons.map((weapon: Weapon) => weapon.name));
// prints: [ 'katana', 'shuriken' ]
