// examples/v6/src/api/errors/circular-dependency-in-factory.ts with the resolution context of 7.x and 8.x, which
// resolves services itself (`context.get`) instead of through a `container` property.
import { Container, type ResolutionContext } from 'inversify';

const container: Container = new Container();
container.bind('OrderService').toDynamicValue((context: ResolutionContext): unknown => context.get('OrderService'));

console.log(container.isBound('OrderService'));

// The factory resolves its own service identifier, again and again.
container.get('OrderService');
