import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class Katana {
  public damage: number = 10;
}

const container: Container = new Container();
container.bind(Katana).toSelf();

// Two handlers for one identifier: they run in registration order,
// and each receives the value the previous one returned.
container.onActivation(Katana, (_context: ResolutionContext, katana: Katana): Katana => {
  console.log(`first handler sees ${katana.damage}`);
  katana.damage *= 2;
  return katana;
});
container.onActivation(Katana, (_context: ResolutionContext, katana: Katana): Katana => {
  console.log(`second handler sees ${katana.damage}`);
  return Object.assign(new Katana(), { damage: katana.damage + 1 });
});

console.log(`resolved damage ${container.get(Katana).damage}`);
// prints: first handler sees 10
// prints: second handler sees 20
// prints: resolved damage 21
