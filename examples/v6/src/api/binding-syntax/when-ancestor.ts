import { Container, inject, injectable, interfaces, named } from 'inversify';

@injectable()
class SqlOrderRepository {
  constructor(@inject('Database') public readonly database: string) {}
}

@injectable()
class CheckoutService {
  constructor(@inject(SqlOrderRepository) public readonly repository: SqlOrderRepository) {}
}

@injectable()
class ReportService {
  constructor(@inject(SqlOrderRepository) @named('reporting') public readonly repository: SqlOrderRepository) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container.bind(ReportService).toSelf();
container.bind(SqlOrderRepository).toSelf();

// CheckoutService is the grand-parent of the Database request, not its parent.
container.bind<string>('Database').toConstantValue('primary database').whenAnyAncestorIs(CheckoutService);
container.bind<string>('Database').toConstantValue('read replica').whenNoAncestorIs(CheckoutService);

console.log(container.get(CheckoutService).repository.database);
// prints: primary database
console.log(container.get(ReportService).repository.database);
// prints: read replica

// The same idea with a predicate on every ancestor request.
const other: Container = new Container();
other.bind(CheckoutService).toSelf();
other.bind(ReportService).toSelf();
other.bind(SqlOrderRepository).toSelf();

const isForReporting = (request: interfaces.Request): boolean => request.target.matchesNamedTag('reporting');

other.bind<string>('Database').toConstantValue('analytics database').whenAnyAncestorMatches(isForReporting);
other.bind<string>('Database').toConstantValue('orders database').whenNoAncestorMatches(isForReporting);

console.log(other.get(ReportService).repository.database, '/', other.get(CheckoutService).repository.database);
// prints: analytics database / orders database

// whenAnyAncestorNamed / whenNoAncestorNamed look at @named on any ancestor.
const third: Container = new Container();
third.bind(CheckoutService).toSelf();
third.bind(ReportService).toSelf();
third.bind(SqlOrderRepository).toSelf();
third.bind<string>('Database').toConstantValue('reporting database').whenAnyAncestorNamed('reporting');
third.bind<string>('Database').toConstantValue('main database').whenNoAncestorNamed('reporting');

console.log(third.get(ReportService).repository.database, '/', third.get(CheckoutService).repository.database);
// prints: reporting database / main database
