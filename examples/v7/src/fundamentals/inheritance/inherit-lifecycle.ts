import { Container, injectable, injectFromBase, postConstruct } from 'inversify';

@injectable()
class Warrior {
  public ready: boolean = false;

  @postConstruct()
  public warmUp(): void {
    this.ready = true;
  }
}

// By default the base @postConstruct method is inherited as well.
@injectable()
@injectFromBase()
class Ninja extends Warrior {}

// Lifecycle methods can be left out with the lifecycle options.
@injectable()
@injectFromBase({ lifecycle: { extendPostConstructMethods: false } })
class Samurai extends Warrior {}

const container: Container = new Container();
container.bind(Ninja).toSelf();
container.bind(Samurai).toSelf();

console.log(`ninja ready ${container.get(Ninja).ready}`);
console.log(`samurai ready ${container.get(Samurai).ready}`);
// prints: ninja ready true
// prints: samurai ready false
