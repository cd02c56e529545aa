import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

interface Weapon {
  name: string;
}

@injectable()
class Ninja {
  constructor(
    // Katana is declared below: the arrow function reads it only when a Ninja is built
    @inject(new LazyServiceIdentifier(() => Katana))
    public readonly weapon: Weapon,
  ) {}
}

@injectable()
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

const container: Container = new Container();
container.bind(Ninja).toSelf();
container.bind(Katana).toSelf();

console.log(container.get(Ninja).weapon.name);
// prints: katana
