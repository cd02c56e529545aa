import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken {
  public readonly name: string = 'shuriken';
}

const parent: Container = new Container();
parent.bind<Katana>('Weapon').to(Katana);

const child: Container = parent.createChild();
// The child's only binding applies to 'ranged' requests.
child.bind<Shuriken>('Weapon').to(Shuriken).whenTargetNamed('ranged');

console.log(child.getNamed<Shuriken>('Weapon', 'ranged').name);
// prints: shuriken

try {
  // The child owns a binding for 'Weapon', so the parent is never asked,
  // even though the child's constraint does not match this request.
  child.get<Katana>('Weapon');
} catch (error: unknown) {
  console.log(error instanceof Error);
  // prints: true
}
