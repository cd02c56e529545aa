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

@injectable()
class Bow implements Weapon {
  public readonly name: string = 'bow';
}

const weaponId: symbol = Symbol.for('Weapon');

const parent: Container = new Container();
parent.bind<Weapon>(weaponId).to(Bow);

const child: Container = new Container({ parent });
child.bind<Weapon>(weaponId).to(Katana);
child.bind<Weapon>(weaponId).to(Shuriken);

const names = (weapons: Weapon[]): string =>
  weapons.map((weapon: Weapon) => weapon.name).join(', ');

// only the bindings of the closest container that has any
console.log(names(child.getAll<Weapon>(weaponId)));
// prints: katana, shuriken

// chained: true also collects the bindings of every ancestor
console.log(names(child.getAll<Weapon>(weaponId, { chained: true })));
// prints: katana, shuriken, bow

// a child with no binding of its own uses its parent's bindings
const emptyChild: Container = new Container({ parent });
console.log(names(emptyChild.getAll<Weapon>(weaponId)));
// prints: bow

// no binding at all: an empty array, not an error
console.log(child.getAll<Weapon>(Symbol.for('Armor')).length);
// prints: 0
