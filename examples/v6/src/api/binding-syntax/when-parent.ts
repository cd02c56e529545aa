import { Container, inject, injectable, named, tagged } from 'inversify';

@injectable()
class Ninja {
  constructor(@inject('Weapon') public readonly weapon: string) {}
}

@injectable()
class Samurai {
  constructor(@inject('Weapon') public readonly weapon: string) {}
}

@injectable()
class Dojo {
  constructor(
    @inject('Warrior') @named('shadow') public readonly shadow: { weapon: string },
    @inject('Warrior') @tagged('rank', 'master') public readonly master: { weapon: string },
  ) {}
}

const container: Container = new Container();
container.bind(Dojo).toSelf();
container.bind('Warrior').to(Ninja).whenTargetNamed('shadow');
container.bind('Warrior').to(Samurai).whenTargetTagged('rank', 'master');

// whenInjectedInto: the class that receives the value. Ninja is bound to the
// identifier 'Warrior'; a class argument is compared with the class that the
// parent's binding instantiates, so this still matches.
container.bind<string>('Weapon').toConstantValue('shuriken').whenInjectedInto(Ninja);
// whenParentTagged: the parent request was made with @tagged('rank', 'master')
container.bind<string>('Weapon').toConstantValue('katana').whenParentTagged('rank', 'master');

const dojo: Dojo = container.get(Dojo);
console.log(dojo.shadow.weapon, dojo.master.weapon);
// prints: shuriken katana

// whenParentNamed: the parent request was made with @named(...)
const other: Container = new Container();
other.bind(Dojo).toSelf();
other.bind('Warrior').to(Ninja).whenTargetNamed('shadow');
other.bind('Warrior').to(Samurai).whenTargetTagged('rank', 'master');
other.bind<string>('Weapon').toConstantValue('kusarigama').whenParentNamed('shadow');
other.bind<string>('Weapon').toConstantValue('naginata').whenParentTagged('rank', 'master');

const otherDojo: Dojo = other.get(Dojo);
console.log(otherDojo.shadow.weapon, otherDojo.master.weapon);
// prints: kusarigama naginata
