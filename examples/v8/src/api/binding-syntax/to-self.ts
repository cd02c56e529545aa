import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();
// Same as container.bind(Katana).to(Katana)
container.bind(Katana).toSelf();

const katana: Katana = container.get(Katana);
console.log(katana.damage);
// prints: 10
console.log(katana === container.get(Katana));
// prints: false

// With a string or symbol identifier there is no class to construct
try {
  container.bind('Weapon').toSelf();
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: "toSelf" function can only be applied when a newable function is used as service identifier
