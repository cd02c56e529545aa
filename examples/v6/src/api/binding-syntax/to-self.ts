import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();

// Shorthand for container.bind(Katana).to(Katana)
container.bind(Katana).toSelf();

console.log(container.get(Katana).damage);
// prints: 10

// A string or symbol names no class to build, so toSelf refuses it.
try {
  container.bind('Weapon').toSelf();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: The toSelf function can only be applied when a constructor is used as service identifier
}
