import { Container, inject, injectable } from 'inversify';

@injectable()
class Database {
  constructor(@inject('DatabaseUrl') public readonly url: string) {}
}

@injectable()
class SqlOrderRepository {
  constructor(@inject(Database) public readonly database: Database) {}
}

@injectable()
class ReportingService {
  constructor(@inject(SqlOrderRepository) public readonly repository: SqlOrderRepository) {}
}

@injectable()
class CheckoutService {
  constructor(@inject(SqlOrderRepository) public readonly repository: SqlOrderRepository) {}
}

const container: Container = new Container();
container.bind(Database).toSelf();
container.bind(SqlOrderRepository).toSelf();
container.bind(ReportingService).toSelf();
container.bind(CheckoutService).toSelf();

// ReportingService is an ancestor of 'DatabaseUrl', three levels up
// (ReportingService -> SqlOrderRepository -> Database -> 'DatabaseUrl'): reports read from a replica
container.bind<string>('DatabaseUrl').toConstantValue('postgres://replica').whenAnyAncestorIs(ReportingService);
// Every other request chain
container.bind<string>('DatabaseUrl').toConstantValue('postgres://primary').whenNoAncestorIs(ReportingService);

console.log(container.get(ReportingService).repository.database.url);
// prints: postgres://replica
console.log(container.get(CheckoutService).repository.database.url);
// prints: postgres://primary
console.log(container.get(Database).url);
// prints: postgres://primary
