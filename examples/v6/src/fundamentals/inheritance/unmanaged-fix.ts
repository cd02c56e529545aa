import { Container, injectable, unmanaged } from 'inversify';

@injectable()
class SqlRepository {
  // @unmanaged(): the container does not inject this argument;
  // derived classes pass it to super() themselves.
  constructor(@unmanaged() public readonly table: string) {}
}

@injectable()
class SqlOrderRepository extends SqlRepository {
  constructor() {
    super('orders');
  }
}

const container: Container = new Container();
container.bind(SqlOrderRepository).toSelf();

console.log(container.get(SqlOrderRepository).table);
// prints: orders
