import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

// inversify 8: jitless is a new ContainerOptions member
const strictContainer: Container = new Container({ jitless: true });
const jitContainer: Container = new Container({ jitless: false });

for (const container of [strictContainer, jitContainer]) {
  container.bind(Katana).toSelf();
  container.bind(Ninja).toSelf();
  console.log(container.get(Ninja).katana.damage);
}
// prints: 10
// prints: 10
