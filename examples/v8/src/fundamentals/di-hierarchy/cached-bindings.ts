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
  constructor(
    @inject(Katana)
    public readonly katana: Katana,
  ) {}
}

const parentContainer: Container = new Container();
parentContainer.bind(Katana).toSelf();
// The singleton binding (and therefore its cache) lives in the parent.
parentContainer.bind(Samurai).toSelf().inSingletonScope();

const childContainer: Container = new Container({ parent: parentContainer });
childContainer.bind(Katana).to(LegendaryKatana);

// Resolved from the child first: Katana comes from the child's binding...
console.log(childContainer.get(Samurai).katana.name);
// prints: legendary katana

// ...and the parent's singleton now holds that samurai for everybody.
console.log(parentContainer.get(Samurai).katana.name);
// prints: legendary katana
