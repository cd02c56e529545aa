import { Container } from 'inversify';

const container: Container = new Container();
console.log('binding OrderService');
// prints: binding OrderService
// a string id names no class, so there is no "self" to instantiate
container.bind('OrderService').toSelf();
// throws: "toSelf" function can only be applied when a newable function is used as service identifier
