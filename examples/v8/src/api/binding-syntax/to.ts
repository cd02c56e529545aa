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

// The class metadata is read by to(), so a class the container cannot build fails there
class Scroll {
  // no @injectable() and no @inject(): the parameter has no metadata
  constructor(public readonly text: string) {}
}
try {
  container.bind('Scroll').to(Scroll);
} catch (error: unknown) {
  console.log(`to throws: ${(error as Error).message.split('.')[0]}`);
}
// prints: to throws: Found unexpected missing metadata on type "Scroll"
