import { Container } from 'inversify';

const container: Container = new Container();

console.log(container.isBound('formatPrice'));
// prints: false

// toFunction() accepts functions only.
container.bind('formatPrice').toFunction('EUR' as unknown as () => string);
// throws: Value provided to function binding must be a function!
