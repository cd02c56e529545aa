import { Container, injectable, ResolutionContext } from 'inversify';

@injectable()
class Katana {
  public damage: number = 10;

  public improve(): void {
    this.damage += 2;
  }
}

const container: Container = new Container();
container.bind(Katana).toSelf();

// A container-level handler: it runs for every Katana this container resolves.
container.onActivation(
  Katana,
  (_context: ResolutionContext, katana: Katana): Katana => {
    katana.improve();
    return katana;
  },
);

const katana: Katana = container.get(Katana);
console.log(`damage ${katana.damage}`);
// prints: damage 12
