import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Shuriken {
  public readonly damage: number = 5;
}

class Ninja {
  constructor(
    public readonly katana: Katana,
    public readonly shuriken: Shuriken,
  ) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf();

// Overload 1: a factory without parameters
container.bind<string>('Clan').toResolvedValue((): string => 'Iga');

// Overload 2: the container resolves one service per parameter, in order
container
  .bind(Ninja)
  .toResolvedValue(
    (katana: Katana, shuriken: Shuriken): Ninja => new Ninja(katana, shuriken),
    [Katana, Shuriken],
  )
  .inSingletonScope();

const ninja: Ninja = container.get(Ninja);
console.log(container.get<string>('Clan'));
// prints: Iga
console.log(ninja.katana.damage + ninja.shuriken.damage);
// prints: 15
console.log(ninja === container.get(Ninja));
// prints: true
