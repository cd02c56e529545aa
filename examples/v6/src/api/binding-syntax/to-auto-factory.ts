import { Container, inject, injectable, interfaces } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  private readonly katanaFactory: interfaces.AutoFactory<Katana>;

  constructor(@inject('Factory<Katana>') katanaFactory: interfaces.AutoFactory<Katana>) {
    this.katanaFactory = katanaFactory;
  }

  public drawKatana(): Katana {
    // Each call asks the container for 'Katana' again.
    return this.katanaFactory();
  }
}

const container: Container = new Container();
container.bind<Katana>('Katana').to(Katana);
container.bind<interfaces.AutoFactory<Katana>>('Factory<Katana>').toAutoFactory<Katana>('Katana');
container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
const first: Katana = ninja.drawKatana();
const second: Katana = ninja.drawKatana();

console.log(first.damage, first === second);
// prints: 10 false
