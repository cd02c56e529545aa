import { Container, injectable } from 'inversify';

interface Weapon {
  readonly damage: number;
}

@injectable()
class Katana implements Weapon {
  public readonly damage: number = 10;
}

const container: Container = new Container();
// The service identifier 'Weapon' resolves to a new Katana
container.bind<Weapon>('Weapon').to(Katana);

const weapon: Weapon = container.get<Weapon>('Weapon');
console.log(weapon instanceof Katana, weapon.damage);
// prints: true 10
