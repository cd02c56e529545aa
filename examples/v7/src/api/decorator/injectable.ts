import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

// No @inject needed: @injectable makes tsc emit the constructor parameter types,
// and the container resolves Katana from that metadata
@injectable()
class Ninja {
  constructor(public readonly katana: Katana) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

console.log(container.get(Ninja).katana.damage);
// prints: 10
