import { Container, inject, injectable, unmanaged } from 'inversify';

@injectable()
class OrderService {
  // @unmanaged and @inject on the same parameter contradict each other.
  constructor(@inject('Clock') @unmanaged() public readonly clock: unknown) {}
}

const container: Container = new Container();
container.bind('Clock').toConstantValue({});
container.bind(OrderService).toSelf();

console.log(container.isBound(OrderService));
// prints: true

container.get(OrderService);
// throws: Expected a single @inject, @multiInject or @unmanaged decorator at type "OrderService" at constructor arguments at index "0"
