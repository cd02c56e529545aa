import { LazyServiceIdentifer, LazyServiceIdentifier } from 'inversify';

const lazyId: LazyServiceIdentifier<string> = new LazyServiceIdentifier<string>(() => 'Mailer');

// is() tells a lazy identifier apart from any other value.
console.log(LazyServiceIdentifier.is(lazyId), LazyServiceIdentifier.is('Mailer'));
// prints: true false

// unwrap() calls the function and returns the real identifier.
console.log(lazyId.unwrap());
// prints: Mailer

// The misspelled export is the same class, kept for older code.
console.log(LazyServiceIdentifer === LazyServiceIdentifier);
// prints: true
