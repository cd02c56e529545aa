import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class Katana {
  public damage: number = 10;
}

const container: Container = new Container();
container.bind(Katana).toSelf();

// runs for every instance of Katana this container activates
container.onActivation(
  Katana,
  (_context: ResolutionContext, katana: Katana): Katana => {
    katana.damage += 2;
    return katana;
  },
);

console.log(container.get(Katana).damage);
// prints: 12
