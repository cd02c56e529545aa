import { Container, injectable } from 'inversify';

@injectable()
class SqlRepository {
  constructor(public readonly table: string) {}
}

@injectable()
class SqlOrderRepository extends SqlRepository {
  constructor() {
    super('orders');
  }
}

// Turns off the argument-count comparison for every class in this container.
const container: Container = new Container({ skipBaseClassChecks: true });
container.bind(SqlOrderRepository).toSelf();

console.log(container.get(SqlOrderRepository).table);
// prints: orders
