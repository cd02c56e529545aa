import { Container } from 'inversify';

const container: Container = new Container();

console.log('binding OrderService');
// prints: binding OrderService
// a symbol is not a class: there is nothing to instantiate
container.bind(Symbol.for('OrderService')).toSelf();
// throws: "toSelf" function can only be applied when a newable function is used as service identifier
