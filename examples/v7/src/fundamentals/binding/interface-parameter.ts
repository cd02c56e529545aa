import { Container, injectable } from 'inversify';

interface Weapon {
  readonly name: string;
}

@injectable()
class Samurai {
  // no @inject(): the emitted metadata says Object, not Weapon
  constructor(public readonly weapon: Weapon) {}
}

const container: Container = new Container();

try {
  container.bind(Samurai).toSelf();
} catch (error: unknown) {
  // binding the class already fails: the parameter has no usable metadata
  console.log((error as Error).message.split('\n')[0]);
  // prints: Found unexpected missing metadata on type "Samurai". "Samurai" constructor requires at least 1 arguments, found 0 instead.
}
