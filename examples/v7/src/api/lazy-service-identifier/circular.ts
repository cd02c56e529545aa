import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

// Ninja and Dojo depend on each other; the lazy identifier only fixes declaration order
@injectable()
class Ninja {
  constructor(@inject(new LazyServiceIdentifier(() => Dojo)) public readonly dojo: unknown) {}
}

@injectable()
class Dojo {
  constructor(@inject(Ninja) public readonly ninja: Ninja) {}
}

const container: Container = new Container();
container.bind(Ninja).toSelf();
container.bind(Dojo).toSelf();

try {
  container.get(Ninja);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Circular dependency found: Ninja -> Dojo -> Ninja
}
