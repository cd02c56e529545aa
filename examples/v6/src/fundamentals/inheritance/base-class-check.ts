import { Container, injectable } from 'inversify';

@injectable()
class Warrior {
  constructor(public readonly rank: string) {}
}

@injectable()
class SamuraiMaster extends Warrior {
  // Zero constructor parameters, while Warrior declares one.
  constructor() {
    super('master');
  }
}

const container: Container = new Container();
container.bind(SamuraiMaster).toSelf();

try {
  container.get(SamuraiMaster);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: The number of constructor arguments in the derived class SamuraiMaster must be >= than the number of constructor arguments of its base class.
}
