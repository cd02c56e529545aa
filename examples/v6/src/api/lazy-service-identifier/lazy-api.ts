import { LazyServiceIdentifier } from 'inversify';

const lazyId: LazyServiceIdentifier<string> = new LazyServiceIdentifier<string>(() => 'Weapon');

// is() tells a lazy identifier apart from any other value.
console.log(LazyServiceIdentifier.is(lazyId), LazyServiceIdentifier.is('Weapon'));
// prints: true false

// unwrap() calls the function and returns the real identifier.
console.log(lazyId.unwrap());
// prints: Weapon
