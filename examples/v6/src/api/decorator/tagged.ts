import { Container, inject, injectable, tagged } from 'inversify';

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
class Ninja {
  constructor(
    @inject('Weapon') @tagged('canThrow', false) public readonly katana: Weapon,
    @inject('Weapon') @tagged('canThrow', true) public readonly shuriken: Weapon,
  ) {}
}

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana).whenTargetTagged('canThrow', false);
container.bind<Weapon>('Weapon').to(Shuriken).whenTargetTagged('canThrow', true);
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.katana.name, ninja.shuriken.name);
// prints: katana shuriken
