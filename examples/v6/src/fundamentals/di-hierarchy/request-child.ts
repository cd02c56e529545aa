import { Container, inject, injectable } from 'inversify';

class RequestContext {
  constructor(public readonly requestId: string) {}
}

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class OrderService {
  constructor(
    @inject(ConsoleLogger) private readonly logger: ConsoleLogger,
    @inject(RequestContext) private readonly context: RequestContext,
  ) {}

  public place(orderId: number): void {
    this.logger.log(`[${this.context.requestId}] order ${orderId} placed`);
  }
}

// Application-wide services live in the root container.
const app: Container = new Container();
app.bind(ConsoleLogger).toSelf().inSingletonScope();
app.bind(OrderService).toSelf();

// Each request gets a child container that adds its own context.
function handleRequest(requestId: string, orderId: number): void {
  const request: Container = app.createChild();
  request.bind(RequestContext).toConstantValue(new RequestContext(requestId));
  // OrderService is bound in the parent, but its dependencies are planned
  // from the child, which is the only container that knows RequestContext.
  request.get(OrderService).place(orderId);
}

handleRequest('req-1', 1);
// prints: [req-1] order 1 placed
handleRequest('req-2', 2);
// prints: [req-2] order 2 placed
console.log(app.isBound(RequestContext));
// prints: false
