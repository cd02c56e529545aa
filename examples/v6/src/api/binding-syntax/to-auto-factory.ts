import { Container, inject, injectable, interfaces } from 'inversify';

let created: number = 0;

@injectable()
class RequestContext {
  public readonly requestId: string = `req-${++created}`;
}

@injectable()
class OrderService {
  constructor(@inject('Factory<RequestContext>') private readonly newContext: interfaces.AutoFactory<RequestContext>) {}

  public handle(): string {
    // Each call asks the container for 'RequestContext' again.
    return this.newContext().requestId;
  }
}

const container: Container = new Container();
container.bind<RequestContext>('RequestContext').to(RequestContext);
container.bind<interfaces.AutoFactory<RequestContext>>('Factory<RequestContext>').toAutoFactory<RequestContext>('RequestContext');
container.bind(OrderService).toSelf();

const service: OrderService = container.get(OrderService);
console.log(service.handle(), service.handle());
// prints: req-1 req-2
