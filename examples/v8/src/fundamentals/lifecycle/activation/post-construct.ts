import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  public power: number = 0;

  constructor(@inject(Katana) private readonly katana: Katana) {}

  // Runs once, right after the constructor, when every injection is done.
  @postConstruct()
  public train(): void {
    this.power = this.katana.damage * 2;
  }
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

console.log(`power ${container.get(Ninja).power}`);
// prints: power 20
