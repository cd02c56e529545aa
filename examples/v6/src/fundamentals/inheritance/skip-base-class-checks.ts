import { Container, injectable } from 'inversify';

@injectable()
class Warrior {
  constructor(public readonly rank: string) {}
}

@injectable()
class SamuraiMaster extends Warrior {
  constructor() {
    super('master');
  }
}

// Turns off the argument-count comparison for every class in this container.
const container: Container = new Container({ skipBaseClassChecks: true });
container.bind(SamuraiMaster).toSelf();

console.log(container.get(SamuraiMaster).rank);
// prints: master
