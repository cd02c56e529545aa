import { Container, inject, injectable } from 'inversify';

const TYPES = {
  Katana: Symbol.for('Katana'),
  Shuriken: Symbol.for('Shuriken'),
} as const;

@injectable()
class Katana {
  public hit(): string {
    return 'cut!';
  }
}

@injectable()
class Shuriken {
  public throw(): string {
    return 'hit!';
  }
}

// The default reader finds these injections in the metadata that
// @injectable and @inject store with reflect-metadata.
@injectable()
class Ninja {
  @inject(TYPES.Shuriken)
  public shuriken!: Shuriken;

  constructor(@inject(TYPES.Katana) private readonly katana: Katana) {}

  public fight(): string {
    return this.katana.hit();
  }

  public sneak(): string {
    return this.shuriken.throw();
  }
}

const container: Container = new Container();
container.bind<Ninja>('Ninja').to(Ninja);
container.bind<Katana>(TYPES.Katana).to(Katana);
container.bind<Shuriken>(TYPES.Shuriken).to(Shuriken);

const ninja: Ninja = container.get<Ninja>('Ninja');
console.log(ninja.fight(), ninja.sneak());
// prints: cut! hit!
