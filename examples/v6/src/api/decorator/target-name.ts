import { Container, inject, injectable, interfaces, targetName } from 'inversify';

interface Weapon {
  name: string;
}

@injectable()
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken implements Weapon {
  public readonly name: string = 'shuriken';
}

@injectable()
class Ninja {
  constructor(
    // The names survive minification because they are stored as metadata.
    @inject('Weapon') @targetName('katana') public readonly katana: Weapon,
    @inject('Weapon') @targetName('shuriken') public readonly shuriken: Weapon,
  ) {}
}

const container: Container = new Container();

// request.target.name is a queryable string built from @targetName.
container
  .bind<Weapon>('Weapon')
  .to(Katana)
  .when((request: interfaces.Request): boolean => request.target.name.equals('katana'));

container
  .bind<Weapon>('Weapon')
  .to(Shuriken)
  .when((request: interfaces.Request): boolean => request.target.name.equals('shuriken'));

container.bind(Ninja).toSelf();

const ninja: Ninja = container.get(Ninja);
console.log(ninja.katana.name, ninja.shuriken.name);
// prints: katana shuriken
