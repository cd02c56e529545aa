import { Container, injectable } from 'inversify';

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

console.log(container.getNamed<Weapon>('Weapon', 'melee').name);
// prints: katana

async function main(): Promise<void> {
  const weapon: Weapon = await container.getNamedAsync<Weapon>('Weapon', 'ranged');
  console.log(weapon.name);
  // prints: shuriken
}

void main();
