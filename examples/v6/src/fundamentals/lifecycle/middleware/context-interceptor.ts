import { Container, getServiceIdentifierAsString, injectable, interfaces } from 'inversify';

@injectable()
class Katana {}

@injectable()
class Ninja {
  constructor(public readonly katana: Katana) {}
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
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();
container.applyMiddleware(planInspector);

const ninja: Ninja = container.get(Ninja);
// prints: plan for Ninja: [Katana]
console.log(ninja.katana instanceof Katana);
// prints: true
