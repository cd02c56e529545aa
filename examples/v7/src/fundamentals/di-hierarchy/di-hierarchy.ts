import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

// The parent holds the shared bindings.
const parentContainer: Container = new Container();
parentContainer.bind(Katana).toSelf();

// The child is created with a reference to its parent and has no bindings of its own.
const childContainer: Container = new Container({ parent: parentContainer });

console.log(childContainer.isCurrentBound(Katana), childContainer.isBound(Katana));
// prints: false true

// The lookup climbs from the child to the parent, where the Katana binding lives.
console.log(childContainer.get(Katana).damage);
// prints: 10
