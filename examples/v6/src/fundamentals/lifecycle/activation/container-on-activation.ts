import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Katana {
  public damage: number = 10;

  public improve(): void {
    this.damage += 2;
  }
}

const container: Container = new Container();
container.bind(Katana).toSelf();

container.onActivation(
  Katana,
  (context: interfaces.Context, katana: Katana): Katana => {
    katana.improve();
    return katana;
  },
);

console.log(container.get(Katana).damage);
// prints: 12
