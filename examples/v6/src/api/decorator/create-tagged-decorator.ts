import { Container, createTaggedDecorator, inject, injectable } from 'inversify';

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

// A reusable decorator that adds the tag ('canThrow', true).
const throwable = createTaggedDecorator({ key: 'canThrow', value: true });

@injectable()
class Ninja {
  constructor(@inject('Weapon') @throwable public readonly weapon: Weapon) {}
}

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana).whenTargetIsDefault();
container.bind<Weapon>('Weapon').to(Shuriken).whenTargetTagged('canThrow', true);
container.bind(Ninja).toSelf();

console.log(container.get(Ninja).weapon.name);
// prints: shuriken
