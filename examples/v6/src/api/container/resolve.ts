import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  constructor(public readonly katana: Katana) {}
}

const container: Container = new Container();
// Ninja has no binding; its dependency Katana does.
container.bind(Katana).toSelf();

const ninja: Ninja = container.resolve(Ninja);

console.log(ninja.katana.damage);
// prints: 10
console.log(container.isBound(Ninja));
// prints: false
