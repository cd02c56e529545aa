import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Shuriken {
  public readonly damage: number = 5;
}

@injectable()
class Ninja {
  // property injection
  @inject(Shuriken)
  public readonly shuriken!: Shuriken;

  // constructor argument injection
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf();
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.katana.damage, ninja.shuriken.damage);
// prints: 10 5
