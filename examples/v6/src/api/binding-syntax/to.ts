import { Container, injectable } from 'inversify';

interface Weapon {
  damage: number;
}

@injectable()
class Katana implements Weapon {
  public readonly damage: number = 10;
}

const container: Container = new Container();

// Resolve 'Weapon' by instantiating Katana.
container.bind<Weapon>('Weapon').to(Katana);

console.log(container.get<Weapon>('Weapon').damage);
// prints: 10
