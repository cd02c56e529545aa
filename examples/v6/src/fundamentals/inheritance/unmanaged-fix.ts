import { Container, injectable, unmanaged } from 'inversify';

@injectable()
class Warrior {
  // @unmanaged(): the container does not inject this argument;
  // derived classes pass it to super() themselves.
  constructor(@unmanaged() public readonly rank: string) {}
}

@injectable()
class SamuraiMaster extends Warrior {
  constructor() {
    super('master');
  }
}

const container: Container = new Container();
container.bind(SamuraiMaster).toSelf();

console.log(container.get(SamuraiMaster).rank);
// prints: master
