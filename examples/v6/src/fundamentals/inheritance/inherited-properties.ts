import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class Warrior {
  // Property injections declared on a base class also apply to subclasses.
  @inject(Katana)
  public readonly weapon!: Katana;
}

@injectable()
class Samurai extends Warrior {}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Samurai).toSelf();

console.log(container.get(Samurai).weapon.name);
// prints: katana
