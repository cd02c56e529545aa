import { Container, inject, injectable } from 'inversify';

@injectable()
class SqlOrderRepository {
  constructor(@inject('ConnectionString') public readonly connection: string) {}
}

@injectable()
class OrderService {
  constructor(@inject(SqlOrderRepository) public readonly repository: SqlOrderRepository) {}
}

@injectable()
class ReportingJob {
  constructor(@inject(OrderService) public readonly orders: OrderService) {}
}

@injectable()
class CheckoutService {
  constructor(@inject(OrderService) public readonly orders: OrderService) {}
}

const container: Container = new Container();
container.bind(SqlOrderRepository).toSelf();
container.bind(OrderService).toSelf();
container.bind(ReportingJob).toSelf();
container.bind(CheckoutService).toSelf();

// ReportingJob is the grandparent of 'ConnectionString'
// (ReportingJob -> OrderService -> SqlOrderRepository -> 'ConnectionString')
container.bind<string>('ConnectionString').toConstantValue('read replica').whenAnyAncestorIs(ReportingJob);
// Every other request chain
container.bind<string>('ConnectionString').toConstantValue('primary').whenNoAncestorIs(ReportingJob);

console.log(container.get(ReportingJob).orders.repository.connection);
// prints: read replica
console.log(container.get(CheckoutService).orders.repository.connection);
// prints: primary
console.log(container.get(SqlOrderRepository).connection);
// prints: primary
