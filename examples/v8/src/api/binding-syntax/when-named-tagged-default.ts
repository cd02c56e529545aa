import { Container, inject, injectable, named, tagged } from 'inversify';

interface Weapon {
  readonly name: string;
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
class Bokken implements Weapon {
  public readonly name: string = 'bokken';
}

@injectable()
class Ninja {
  constructor(
    @inject('Weapon') @named('melee') public readonly melee: Weapon,
    @inject('Weapon') @tagged('range', 'far') public readonly thrown: Weapon,
    @inject('Weapon') public readonly training: Weapon,
  ) {}
}

const container: Container = new Container();
container.bind(Ninja).toSelf();
container.bind<Weapon>('Weapon').to(Katana).whenNamed('melee');
container.bind<Weapon>('Weapon').to(Shuriken).whenTagged('range', 'far');
// whenDefault: only requests with neither a name nor a tag
container.bind<Weapon>('Weapon').to(Bokken).whenDefault();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.melee.name, ninja.thrown.name, ninja.training.name);
// prints: katana shuriken bokken

// The same constraints apply to direct requests
console.log(container.get<Weapon>('Weapon', { name: 'melee' }).name);
// prints: katana
console.log(container.get<Weapon>('Weapon', { tag: { key: 'range', value: 'far' } }).name);
// prints: shuriken
console.log(container.get<Weapon>('Weapon').name);
// prints: bokken
