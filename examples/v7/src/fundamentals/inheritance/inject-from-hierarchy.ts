import {
  Container,
  inject,
  injectable,
  injectFromBase,
  injectFromHierarchy,
} from 'inversify';

@injectable()
class Clock {
  public readonly time: string = '12:00';
}

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Entity {
  @inject(Clock)
  public readonly clock: Clock | undefined;
}

// An intermediate class that declares its own injection and does NOT opt in.
@injectable()
class Character extends Entity {
  @inject(Katana)
  public readonly weapon: Katana | undefined;
}

// @injectFromBase only reads the metadata of the direct parent (Character).
@injectable()
@injectFromBase()
class Samurai extends Character {}

// @injectFromHierarchy reads every ancestor, from Entity down to Character.
@injectable()
@injectFromHierarchy()
class Ninja extends Character {}

const container: Container = new Container();
container.bind(Clock).toSelf();
container.bind(Katana).toSelf();
container.bind(Samurai).toSelf();
container.bind(Ninja).toSelf();

const samurai: Samurai = container.get(Samurai);
const ninja: Ninja = container.get(Ninja);
console.log(`samurai: weapon ${samurai.weapon?.damage}, clock ${samurai.clock?.time}`);
console.log(`ninja: weapon ${ninja.weapon?.damage}, clock ${ninja.clock?.time}`);
// prints: samurai: weapon 10, clock undefined
// prints: ninja: weapon 10, clock 12:00
