import { Container, inject, injectable, optional } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken {
  public readonly name: string = 'shuriken';
}

@injectable()
class Ninja {
  constructor(
    @inject(Katana) public readonly katana: Katana,
    // Shuriken is not bound: the argument is left undefined instead of failing.
    @inject(Shuriken) @optional() public readonly shuriken?: Shuriken,
  ) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.katana.name, ninja.shuriken);
// prints: katana undefined
