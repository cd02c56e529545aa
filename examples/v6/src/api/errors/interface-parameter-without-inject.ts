import { Container, injectable } from 'inversify';

interface Logger {
  log(message: string): void;
}

@injectable()
class OrderService {
  // An interface has no runtime value: the recorded parameter type is Object.
  constructor(public readonly logger: Logger) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();

console.log(container.isBound(OrderService));
// prints: true

container.get(OrderService);
// throws: No matching bindings found for serviceIdentifier: Object
// throws: Trying to resolve bindings for "OrderService"
