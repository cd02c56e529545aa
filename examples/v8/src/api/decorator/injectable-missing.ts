import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

// No decorator at all: tsc emits no parameter type metadata for this class
class Ninja {
  constructor(public readonly katana: Katana) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf();

try {
  // The class metadata is read when the binding is created
  container.bind(Ninja).toSelf();
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
}
// prints: Found unexpected missing metadata on type "Ninja". "Ninja" constructor requires at least 1 arguments, found 0 instead.
