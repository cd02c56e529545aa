import { Container, interfaces } from 'inversify';

const container: Container = new Container();
container
  .bind('OrderService')
  .toDynamicValue((context: interfaces.Context): unknown => context.container.get('OrderService'));

console.log(container.isBound('OrderService'));
// prints: true

// The factory resolves its own service identifier, again and again.
container.get('OrderService');
// throws: It looks like there is a circular dependency in one of the 'toDynamicValue' bindings. Please investigate bindings with service identifier 'OrderService'.
