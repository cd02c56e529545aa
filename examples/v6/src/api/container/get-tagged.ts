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
container.bind<Weapon>('Weapon').to(Katana).whenTargetTagged('faction', 'samurai');
container.bind<Weapon>('Weapon').to(Shuriken).whenTargetTagged('faction', 'ninja');

console.log(container.getTagged<Weapon>('Weapon', 'faction', 'samurai').name);
// prints: katana

async function main(): Promise<void> {
  const weapon: Weapon = await container.getTaggedAsync<Weapon>('Weapon', 'faction', 'ninja');
  console.log(weapon.name);
  // prints: shuriken
}

void main();
