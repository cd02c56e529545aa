import { Container, injectable, unmanaged } from 'inversify';

@injectable()
class SqlRepository {
  // The container never tries to resolve this argument.
  constructor(@unmanaged() public readonly table: string) {}
}

@injectable()
class SqlOrderRepository extends SqlRepository {
  constructor() {
    super('orders');
  }
}

const container: Container = new Container();

console.log(container.resolve(SqlOrderRepository).table);
// prints: orders
