import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';
@injectable()
class Ninja {
  constructor(@inject(new LazyServiceIdentifier(() => Katana)) public readonly weapon: Katana) {}
}
@injectable()
class Katana { public readonly name: string = 'katana'; }
const c = new Container(); c.bind(Ninja).toSelf(); c.bind(Katana).toSelf();
console.log(c.get(Ninja).weapon.name);
