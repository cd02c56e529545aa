import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class LegendaryKatana extends Katana {
  public override readonly name: string = 'legendary katana';
}

@injectable()
class Samurai {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

const parent: Container = new Container();
parent.bind(Samurai).toSelf().inSingletonScope();
parent.bind(Katana).toSelf();

const child: Container = parent.createChild();
child.bind(Katana).to(LegendaryKatana);

// The child resolves Samurai through the parent's singleton binding,
// but plans its dependencies with its own bindings first.
console.log(child.get(Samurai).katana.name);
// prints: legendary katana

// The singleton is cached on the parent's binding, so the parent
// now returns the samurai the child built.
console.log(parent.get(Samurai).katana.name);
// prints: legendary katana
