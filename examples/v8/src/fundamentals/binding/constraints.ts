import { Container, inject, injectable, named } from 'inversify';

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
class Ninja {
  constructor(
    @inject('Weapon') public readonly melee: Weapon,
    @inject('Weapon') @named('ranged') public readonly ranged: Weapon,
  ) {}
}

const container: Container = new Container();
// Applies only to requests without a name or tags.
container.bind<Weapon>('Weapon').to(Katana).whenDefault();
// Applies only to requests named 'ranged'.
container.bind<Weapon>('Weapon').to(Shuriken).whenNamed('ranged');
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);

console.log(ninja.melee.name, ninja.ranged.name);
// prints: katana shuriken
console.log(container.get<Weapon>('Weapon', { name: 'ranged' }).name);
// prints: shuriken
