import { Container, Factory, injectable } from 'inversify';

@injectable()
class RequestContext {}

// the default scope is transient...
const container: Container = new Container({ defaultScope: 'Transient' });
container.bind<{ currency: string }>('AppConfig').toConstantValue({ currency: 'EUR' });
container.bind<Factory<RequestContext>>('RequestContextFactory').toFactory(() => (): RequestContext => new RequestContext());

// ...yet a constant value and a factory are the same value on every resolution
console.log(container.get('AppConfig') === container.get('AppConfig'));
// prints: true
console.log(container.get('RequestContextFactory') === container.get('RequestContextFactory'));
// prints: true
