import { Container, inject, injectable } from 'inversify';

// Request-scoped data: one request id per resolution.
@injectable()
class RequestContext {
  private static created: number = 0;
  public readonly requestId: string = `req-${String(++RequestContext.created)}`;
}

@injectable()
class OrderRepository {
  constructor(@inject(RequestContext) public readonly context: RequestContext) {}
}

@injectable()
class Mailer {
  constructor(@inject(RequestContext) public readonly context: RequestContext) {}
}

@injectable()
class OrderService {
  constructor(
    @inject(RequestContext) public readonly context: RequestContext,
    @inject(OrderRepository) public readonly repository: OrderRepository,
    @inject(Mailer) public readonly mailer: Mailer,
  ) {}
}

const container: Container = new Container();
container.bind(RequestContext).toSelf().inRequestScope();
container.bind(OrderRepository).toSelf();
container.bind(Mailer).toSelf();
container.bind(OrderService).toSelf();

// One get() call: the service and both of its dependencies share a single RequestContext.
const first: OrderService = container.get(OrderService);
console.log(first.context === first.repository.context, first.repository.context === first.mailer.context);
// prints: true true

// A second get() call is a new request, so it gets a new RequestContext.
const second: OrderService = container.get(OrderService);
console.log(first.context === second.context);
// prints: false
console.log(first.context.requestId, second.context.requestId);
// prints: req-1 req-2
