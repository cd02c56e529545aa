import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Ninja {
  public readonly name: string = 'ninja';
}

@injectable()
class Samurai {
  public readonly name: string = 'samurai';
}

const NINJA_EXPANSION = { Ninja: Symbol.for('Ninja') };
const SAMURAI_EXPANSION = { Samurai: Symbol.for('Samurai') };

const ninjaContainer: Container = new Container({ defaultScope: 'Singleton' });
ninjaContainer.bind<Ninja>(NINJA_EXPANSION.Ninja).to(Ninja);
let activations: number = 0;
ninjaContainer.onActivation<Ninja>(NINJA_EXPANSION.Ninja, (context: interfaces.Context, ninja: Ninja): Ninja => {
  activations += 1;
  return ninja;
});

const samuraiContainer: Container = new Container();
samuraiContainer.bind<Samurai>(SAMURAI_EXPANSION.Samurai).to(Samurai);

// A new container holding copies of the bindings of both.
const gameContainer: interfaces.Container = Container.merge(ninjaContainer, samuraiContainer);

console.log(gameContainer.get<Ninja>(NINJA_EXPANSION.Ninja).name);
// prints: ninja
console.log(gameContainer.get<Samurai>(SAMURAI_EXPANSION.Samurai).name);
// prints: samurai
console.log(ninjaContainer.isBound(SAMURAI_EXPANSION.Samurai));
// prints: false

// Only bindings are copied: the merged container has default options and no
// container-level handlers.
console.log(gameContainer.options.defaultScope, activations);
// prints: Transient 0
