import { Container, getServiceIdentifierAsString, injectable, interfaces } from 'inversify';

@injectable()
class ConsoleLogger {}

@injectable()
class OrderService {
  constructor(public readonly logger: ConsoleLogger) {}
}

const planInspector: interfaces.Middleware = (next: interfaces.Next): interfaces.Next => {
  return (args: interfaces.NextArgs): unknown => {
    const previous: interfaces.ContextInterceptor = args.contextInterceptor;

    // The interceptor runs after planning and before resolution,
    // so it can read (or replace) the planned context.
    args.contextInterceptor = (context: interfaces.Context): interfaces.Context => {
      const root: interfaces.Request = context.plan.rootRequest;
      const children: string[] = root.childRequests.map((request: interfaces.Request) =>
        getServiceIdentifierAsString(request.serviceIdentifier),
      );
      console.log(`plan for ${getServiceIdentifierAsString(root.serviceIdentifier)}: [${children.join(', ')}]`);
      return previous(context);
    };

    return next(args);
  };
};

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();
container.applyMiddleware(planInspector);

const service: OrderService = container.get(OrderService);
// prints: plan for OrderService: [ConsoleLogger]
console.log(service.logger instanceof ConsoleLogger);
// prints: true
