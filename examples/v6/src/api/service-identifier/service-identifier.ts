import { Container, injectable, interfaces } from 'inversify';

@injectable()
class OrderService {
  public readonly name: string = 'order service';
}

// A class, a string and a symbol can all identify a service.
// A class carries its instance type by itself. A string or a symbol does
// not, so the cast gives each of them the type they resolve to.
const byClass: typeof OrderService = OrderService;
const byString = 'OrderService' as interfaces.ServiceIdentifier<OrderService>;
const bySymbol = Symbol.for('OrderService') as interfaces.ServiceIdentifier<OrderService>;

const container: Container = new Container();

// Registration
container.bind(byClass).toSelf();
container.bind(byString).to(OrderService);
container.bind(bySymbol).to(OrderService);

// Handler configuration
container.onActivation(bySymbol, (context: interfaces.Context, service: OrderService): OrderService => {
  console.log(`activating the ${service.name}`);
  return service;
});

// Resolution: T is inferred from the identifier, so `.name` type-checks
// without a type argument or an annotation on the result.
console.log(container.get(byClass).name, container.get(byString).name);
// prints: order service order service
console.log(container.get(bySymbol).name);
// prints: activating the order service
// prints: order service

// Without a typed identifier, pass the type argument yourself.
console.log(container.get<OrderService>('OrderService').name);
// prints: order service
