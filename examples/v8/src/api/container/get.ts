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

const weaponId: symbol = Symbol.for('Weapon');

const container: Container = new Container();
container.bind<Weapon>(weaponId).to(Katana).whenNamed('melee');
container.bind<Weapon>(weaponId).to(Shuriken).whenTagged('range', 'long');

// #region by-name-and-tag
const melee: Weapon = container.get<Weapon>(weaponId, { name: 'melee' });
const ranged: Weapon = container.get<Weapon>(weaponId, {
  tag: { key: 'range', value: 'long' },
});

console.log(melee.name);
// prints: katana
console.log(ranged.name);
// prints: shuriken
// #endregion by-name-and-tag

// #region optional
const bow: Weapon | undefined = container.get<Weapon>(Symbol.for('Bow'), {
  optional: true,
});
console.log(bow);
// prints: undefined
// #endregion optional

// #region not-bound
try {
  container.get<Weapon>(Symbol.for('Bow'));
} catch (error: unknown) {
  console.log(`get without optional throws: ${String(error instanceof Error)}`);
  // prints: get without optional throws: true
}
// #endregion not-bound

// #region ambiguous
// two bindings without constraints: get cannot choose, even with optional: true
container.bind<Weapon>(Symbol.for('Sidearm')).to(Katana);
container.bind<Weapon>(Symbol.for('Sidearm')).to(Shuriken);
try {
  container.get<Weapon>(Symbol.for('Sidearm'), { optional: true });
} catch (error: unknown) {
  console.log(`ambiguous get throws: ${String(error instanceof Error)}`);
  // prints: ambiguous get throws: true
}
// #endregion ambiguous
