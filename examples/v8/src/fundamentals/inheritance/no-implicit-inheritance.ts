import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Warrior {
  @inject(Katana)
  public readonly weapon!: Katana;
}

// No @injectFromBase: the metadata of Warrior is not reused.
@injectable()
class Samurai extends Warrior {}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Samurai).toSelf();

const samurai: Samurai = container.get(Samurai);
console.log(`weapon ${String(samurai.weapon)}`);
// prints: weapon undefined
