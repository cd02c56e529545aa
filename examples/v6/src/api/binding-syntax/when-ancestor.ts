import { Container, inject, injectable, interfaces, named } from 'inversify';

@injectable()
class Armory {
  constructor(@inject('Weapon') public readonly weapon: string) {}
}

@injectable()
class Castle {
  constructor(@inject(Armory) public readonly armory: Armory) {}
}

@injectable()
class Village {
  constructor(@inject(Armory) @named('humble') public readonly armory: Armory) {}
}

const container: Container = new Container();
container.bind(Castle).toSelf();
container.bind(Village).toSelf();
container.bind(Armory).toSelf();

// Castle is the grand-parent of the Weapon request, not its parent.
container.bind<string>('Weapon').toConstantValue('golden katana').whenAnyAncestorIs(Castle);
container.bind<string>('Weapon').toConstantValue('wooden bo').whenNoAncestorIs(Castle);

console.log(container.get(Castle).armory.weapon);
// prints: golden katana
console.log(container.get(Village).armory.weapon);
// prints: wooden bo

// The same idea with a predicate on every ancestor request.
const other: Container = new Container();
other.bind(Castle).toSelf();
other.bind(Village).toSelf();
other.bind(Armory).toSelf();

const isNamedHumble = (request: interfaces.Request): boolean => request.target.matchesNamedTag('humble');

other.bind<string>('Weapon').toConstantValue('sickle').whenAnyAncestorMatches(isNamedHumble);
other.bind<string>('Weapon').toConstantValue('spear').whenNoAncestorMatches(isNamedHumble);

console.log(other.get(Village).armory.weapon, other.get(Castle).armory.weapon);
// prints: sickle spear

// whenAnyAncestorNamed / whenNoAncestorNamed look at @named on any ancestor.
const third: Container = new Container();
third.bind(Castle).toSelf();
third.bind(Village).toSelf();
third.bind(Armory).toSelf();
third.bind<string>('Weapon').toConstantValue('hoe').whenAnyAncestorNamed('humble');
third.bind<string>('Weapon').toConstantValue('lance').whenNoAncestorNamed('humble');

console.log(third.get(Village).armory.weapon, third.get(Castle).armory.weapon);
// prints: hoe lance
