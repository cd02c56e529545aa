import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class Ninja {
  constructor(@inject(Katana) public readonly weapon: Katana) {}
}

const parent: Container = new Container();
parent.bind(Katana).toSelf();

const child: Container = new Container({ parent });
child.bind(Ninja).toSelf();

// the child resolves Ninja itself and Katana through its parent
console.log(child.get(Ninja).weapon.name);
// prints: katana

// a parent never looks into its children
console.log(parent.isBound(Ninja));
// prints: false
