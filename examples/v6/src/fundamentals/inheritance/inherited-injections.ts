import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken {
  public readonly name: string = 'shuriken';
}

@injectable()
class Warrior {
  constructor(@inject(Katana) public readonly primary: Katana) {}
}

@injectable()
class Ninja extends Warrior {
  // The derived constructor repeats the base parameter (same count or more)
  // and adds its own; each one is decorated.
  constructor(
    @inject(Katana) primary: Katana,
    @inject(Shuriken) public readonly secondary: Shuriken,
  ) {
    super(primary);
  }
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf();
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.primary.name, ninja.secondary.name);
// prints: katana shuriken
