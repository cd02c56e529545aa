import { Container, injectable } from 'inversify';

@injectable()
class SqlRepository {
  constructor(public readonly table: string) {}
}

@injectable()
class SqlOrderRepository extends SqlRepository {
  // Zero constructor parameters, while SqlRepository declares one.
  constructor() {
    super('orders');
  }
}

const container: Container = new Container();
container.bind(SqlOrderRepository).toSelf();

try {
  container.get(SqlOrderRepository);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: The number of constructor arguments in the derived class SqlOrderRepository must be >= than the number of constructor arguments of its base class.
}
