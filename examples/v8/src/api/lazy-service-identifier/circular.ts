import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

@injectable()
class Ninja {
  // property injection, with a lazy identifier for the class declared below
  @inject(new LazyServiceIdentifier(() => Dojo))
  public dojo!: unknown;
}

@injectable()
class Dojo {
  @inject(Ninja)
  public ninja!: Ninja;
}

const container: Container = new Container();
container.bind(Ninja).toSelf();
container.bind(Dojo).toSelf();

// The identifiers resolve, but the two services need each other: the container refuses
try {
  container.get(Ninja);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
}
// prints: Circular dependency found: Ninja -> Dojo -> Ninja
