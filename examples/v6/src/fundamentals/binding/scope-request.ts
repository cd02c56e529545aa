import { Container, inject, injectable } from 'inversify';

let created: number = 0;

@injectable()
class RequestContext {
  public readonly requestId: string = `req-${++created}`;
}

@injectable()
class OrderRepository {
  constructor(@inject(RequestContext) public readonly context: RequestContext) {}
}

@injectable()
class OrderService {
  constructor(
    @inject(RequestContext) public readonly context: RequestContext,
    @inject(OrderRepository) public readonly repository: OrderRepository,
  ) {}
}

const container: Container = new Container();

container.bind(RequestContext).toSelf().inRequestScope();
container.bind(OrderRepository).toSelf();
container.bind(OrderService).toSelf();

// One get call: every injection of RequestContext shares an instance.
const service: OrderService = container.get(OrderService);
console.log(service.context.requestId, service.repository.context.requestId);
// prints: req-1 req-1

// Another get call is another resolution, with its own instance.
console.log(container.get(OrderService).context.requestId);
// prints: req-2
