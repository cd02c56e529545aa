import { Container, inject, injectable } from 'inversify';

@injectable()
class RequestContext {
  private static created: number = 0;
  public readonly requestId: number = ++RequestContext.created;
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

// One get() call: the service and its repository share a single RequestContext.
const orderService: OrderService = container.get(OrderService);
console.log(orderService.context === orderService.repository.context);
// prints: true

// A second get() call is a new request, so it gets a new RequestContext.
const nextOrderService: OrderService = container.get(OrderService);
console.log(orderService.context === nextOrderService.context);
// prints: false
console.log(orderService.context.requestId, nextOrderService.context.requestId);
// prints: 1 2
