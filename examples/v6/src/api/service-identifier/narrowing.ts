import { Container, injectable, interfaces } from 'inversify';

@injectable()
class OrderService {
  public readonly name: string = 'order service';
}

// #region narrowed
// Assigning a symbol narrows the variable's type to `symbol`,
// so T is lost and get() returns unknown.
const narrowedId: interfaces.ServiceIdentifier<OrderService> = Symbol.for('OrderService');
// #endregion narrowed

// #region cast
// A cast keeps the declared type, and with it T.
const typedId = Symbol.for('OrderService') as interfaces.ServiceIdentifier<OrderService>;
// #endregion cast

const container: Container = new Container();
container.bind(typedId).to(OrderService);

const lost = container.get(narrowedId); // typed unknown
const kept = container.get(typedId); // typed OrderService

console.log((lost as OrderService).name, kept.name);
// prints: order service order service
