import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  private static created: number = 0;
  public readonly serial: number = ++Katana.created;
}

@injectable()
class Samurai {
  constructor(
    @inject(Katana) public readonly main: Katana,
    @inject(Katana) public readonly spare: Katana,
    @inject(Katana) public readonly ceremonial: Katana,
  ) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf().inRequestScope();
container.bind(Samurai).toSelf();

// One get() call: the three injections share a single Katana.
const samurai: Samurai = container.get(Samurai);
console.log(samurai.main === samurai.spare, samurai.spare === samurai.ceremonial);
// prints: true true

// A second get() call is a new request, so it gets a new Katana.
const otherSamurai: Samurai = container.get(Samurai);
console.log(samurai.main === otherSamurai.main);
// prints: false
console.log(samurai.main.serial, otherSamurai.main.serial);
// prints: 1 2
