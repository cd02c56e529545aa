import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

class Ninja {
  constructor(public readonly katana: Katana) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf();

// A factory with parameters needs the second argument, injectOptions
// expect-error: TS2345
container.bind(Ninja).toResolvedValue((katana: Katana): Ninja => new Ninja(katana));
