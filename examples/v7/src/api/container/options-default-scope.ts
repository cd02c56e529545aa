import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {}

@injectable()
class RequestContext {}

// every binding without an explicit scope is a singleton in this container
const container: Container = new Container({ defaultScope: 'Singleton' });
container.bind(SystemClock).toSelf();
container.bind(RequestContext).toSelf().inTransientScope();

console.log(container.get(SystemClock) === container.get(SystemClock));
// prints: true
console.log(container.get(RequestContext) === container.get(RequestContext));
// prints: false
