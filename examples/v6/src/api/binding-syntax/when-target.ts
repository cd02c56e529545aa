import { Container, inject, injectable, named, tagged } from 'inversify';

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
class Bo implements Weapon {
  public readonly name: string = 'bo';
}

@injectable()
class Ninja {
  constructor(
    @inject('Weapon') public readonly primary: Weapon,
    @inject('Weapon') @named('ranged') public readonly secondary: Weapon,
    @inject('Weapon') @tagged('training', true) public readonly practice: Weapon,
  ) {}
}

const container: Container = new Container();
container.bind(Ninja).toSelf();

// Requests without @named/@tagged metadata
container.bind<Weapon>('Weapon').to(Katana).whenTargetIsDefault();
// Requests whose target is @named('ranged')
container.bind<Weapon>('Weapon').to(Shuriken).whenTargetNamed('ranged');
// Requests whose target is @tagged('training', true)
container.bind<Weapon>('Weapon').to(Bo).whenTargetTagged('training', true);

const ninja: Ninja = container.get(Ninja);
console.log(ninja.primary.name, ninja.secondary.name, ninja.practice.name);
// prints: katana shuriken bo
