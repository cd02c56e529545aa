import { Container, inject, injectable } from 'inversify';

// A class the container can build: @injectable() records its constructor metadata.
@injectable()
class Katana {
  public readonly damage: number = 10;
}

// Ninja asks for a Katana; the class itself is the service identifier.
@injectable()
class Ninja {
  constructor(
    @inject(Katana)
    public readonly katana: Katana,
  ) {}
}

// Register both classes, each resolving to a new instance of itself.
const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

// The container builds the Katana first, then passes it to the Ninja constructor.
const ninja: Ninja = container.get(Ninja);

console.log(ninja.katana.damage);
// prints: 10
