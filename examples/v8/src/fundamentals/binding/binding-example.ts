import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();

// Service identifier 'Weapon' → resolved by building a Katana, cached once built.
container.bind<Katana>('Weapon').to(Katana).inSingletonScope();

const first: Katana = container.get<Katana>('Weapon');
const second: Katana = container.get<Katana>('Weapon');

console.log(first.damage);
// prints: 10
console.log(first === second);
// prints: true
