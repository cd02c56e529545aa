import {
  Container,
  inject,
  injectable,
  interfaces,
  named,
  namedConstraint,
  tagged,
  taggedConstraint,
  traverseAncerstors,
  typeConstraint,
} from 'inversify';

@injectable()
class SqlOrderRepository {
  constructor(
    @inject('Database') @tagged('access', 'read') public readonly reader: string,
    @inject('Database') @named('primary') public readonly writer: string,
  ) {}
}

@injectable()
class CheckoutService {
  constructor(@inject(SqlOrderRepository) public readonly repository: SqlOrderRepository) {}
}

@injectable()
class ReportService {
  constructor(@inject(SqlOrderRepository) public readonly repository: SqlOrderRepository) {}
}

// Building blocks for custom constraints.
const forReading: interfaces.ConstraintFunction = taggedConstraint('access')('read');
const isPrimary: interfaces.ConstraintFunction = namedConstraint('primary');
// traverseAncerstors tests the parents of a request, one after the other,
// and typeConstraint compares a request with a class (or a string identifier).
const insideCheckout = (request: interfaces.Request): boolean => traverseAncerstors(request, typeConstraint(CheckoutService));

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container.bind(ReportService).toSelf();
container.bind(SqlOrderRepository).toSelf();

container
  .bind<string>('Database')
  .toConstantValue('primary')
  .when((request: interfaces.Request): boolean => forReading(request) && insideCheckout(request));
container
  .bind<string>('Database')
  .toConstantValue('read replica')
  .when((request: interfaces.Request): boolean => forReading(request) && !insideCheckout(request));
container.bind<string>('Database').toConstantValue('primary').when(isPrimary);

const checkout: SqlOrderRepository = container.get(CheckoutService).repository;
const reports: SqlOrderRepository = container.get(ReportService).repository;

// Checkout reads from the primary, to see its own writes; reports read from a replica.
console.log(checkout.reader, '/', checkout.writer);
// prints: primary / primary
console.log(reports.reader, '/', reports.writer);
// prints: read replica / primary
