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
container.bind<Weapon>('Weapon').to(Katana).when(() => true);
container.bind<Weapon>('Weapon').to(Shuriken).when(() => false);

const names = (weapons: Weapon[]): string => weapons.map((weapon: Weapon) => weapon.name).join(', ');

// By default the constraints of the root request are not checked.
console.log(names(container.getAll<Weapon>('Weapon')));
// prints: katana, shuriken

console.log(names(container.getAll<Weapon>('Weapon', { enforceBindingConstraints: true })));
// prints: katana

async function main(): Promise<void> {
  console.log(names(await container.getAllAsync<Weapon>('Weapon')));
  // prints: katana, shuriken
  console.log(names(await container.getAllAsync<Weapon>('Weapon', { enforceBindingConstraints: true })));
  // prints: katana
}

void main();
