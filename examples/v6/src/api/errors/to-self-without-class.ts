import { Container } from 'inversify';

const container: Container = new Container();

console.log(container.isBound('OrderService'));
// prints: false

// toSelf() needs a class as the service identifier, not a string.
container.bind('OrderService').toSelf();
// throws: The toSelf function can only be applied when a constructor is used as service identifier
