import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  private static count: number = 0;
  public readonly serial: number = ++Katana.count;
}

@injectable()
class Armory {
  constructor(
    @inject(Katana) public readonly first: Katana,
    @inject(Katana) public readonly second: Katana,
    @inject(Katana) public readonly third: Katana,
  ) {}
}

const container: Container = new Container();

container.bind(Katana).toSelf().inRequestScope();
container.bind(Armory).toSelf();

// One get call: every injection of Katana shares an instance.
const armory: Armory = container.get(Armory);
console.log(armory.first === armory.second, armory.second === armory.third);
// prints: true true

// Two get calls: two resolution requests, two instances.
const a: Katana = container.get(Katana);
const b: Katana = container.get(Katana);
console.log(a === b);
// prints: false
