import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {}

@injectable()
class RequestContext {}

// every binding without an explicit scope is a singleton in this container
const container: Container = new Container({ defaultScope: 'Singleton' });
container.bind(InMemoryOrderRepository).toSelf();
container.bind(RequestContext).toSelf().inTransientScope();

console.log(container.get(InMemoryOrderRepository) === container.get(InMemoryOrderRepository));
// prints: true
console.log(container.get(RequestContext) === container.get(RequestContext));
// prints: false
