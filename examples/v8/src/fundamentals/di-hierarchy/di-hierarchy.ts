import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

// The parent holds the shared bindings.
const parentContainer: Container = new Container();
parentContainer.bind(SystemClock).toSelf();

// The child is created with a reference to its parent and has no bindings of its own.
const childContainer: Container = new Container({ parent: parentContainer });

console.log(childContainer.isCurrentBound(SystemClock), childContainer.isBound(SystemClock));
// prints: false true

// The lookup climbs from the child to the parent, where the SystemClock binding lives.
console.log(childContainer.get(SystemClock).zone);
// prints: UTC
