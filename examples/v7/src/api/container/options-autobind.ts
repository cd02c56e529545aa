import { Container, inject, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly orders: string[] = [];
}

@injectable()
class OrderService {
  constructor(@inject(InMemoryOrderRepository) public readonly repository: InMemoryOrderRepository) {}
}

// #region container-option
const container: Container = new Container({ autobind: true });

// neither OrderService nor InMemoryOrderRepository is bound: both are bound to themselves on demand
const orderService: OrderService = container.get(OrderService);
console.log(orderService.repository.orders.length);
// prints: 0
// #endregion container-option

// #region get-option
const strict: Container = new Container();

console.log(strict.isBound(InMemoryOrderRepository));
// prints: false
console.log(strict.get(InMemoryOrderRepository, { autobind: true }).orders.length);
// prints: 0
// the binding created on demand stays in the container
console.log(strict.isBound(InMemoryOrderRepository));
// prints: true
// #endregion get-option
