import { Container, inject, injectable, optional } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken {
  public readonly name: string = 'shuriken';
}

@injectable()
class Ninja {
  // A default value survives when nothing is bound
  @inject('Nickname') @optional()
  public readonly nickname: string = 'nameless';

  constructor(
    @inject(Katana) public readonly katana: Katana,
    @inject(Shuriken) @optional() public readonly shuriken: Shuriken | undefined,
  ) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();
// Shuriken and 'Nickname' are not bound

const ninja: Ninja = container.get(Ninja);
console.log(ninja.katana.name, ninja.shuriken, ninja.nickname);
// prints: katana undefined nameless
