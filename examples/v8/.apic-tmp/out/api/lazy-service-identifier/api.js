import { LazyServiceIdentifier } from 'inversify';
class Shuriken {
}
const lazy = new LazyServiceIdentifier(() => Shuriken);
// is: a type guard that recognises lazy identifiers
console.log(LazyServiceIdentifier.is(lazy), LazyServiceIdentifier.is(Shuriken));
// prints: true false
// unwrap: runs the callback and returns the real identifier
const id = lazy.unwrap();
console.log(id === Shuriken);
// prints: true
