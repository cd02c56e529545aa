import { Container, inject, injectable, interfaces } from 'inversify';

@injectable()
class Katana {
  constructor(public readonly damage: number) {}
}

@injectable()
class Forge {
  // The class itself is injected, not an instance.
  constructor(@inject('Newable<Katana>') private readonly katanaType: interfaces.Newable<Katana>) {}

  public make(damage: number): Katana {
    return new this.katanaType(damage);
  }
}

const container: Container = new Container();
container.bind<interfaces.Newable<Katana>>('Newable<Katana>').toConstructor<Katana>(Katana);
container.bind(Forge).toSelf();

console.log(container.get<interfaces.Newable<Katana>>('Newable<Katana>') === Katana);
// prints: true
console.log(container.get(Forge).make(12).damage);
// prints: 12
