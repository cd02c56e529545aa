import { BindingConstraints, Container, inject, injectable, ServiceIdentifier } from 'inversify';

interface Logger {
  log(message: string): string;
}

const loggerId: ServiceIdentifier<Logger> = Symbol.for('Logger');

@injectable()
class AuditLogger implements Logger {
  public log(message: string): string {
    return `[audit] ${message}`;
  }
}

@injectable()
class ConsoleLogger implements Logger {
  public log(message: string): string {
    return `[console] ${message}`;
  }
}

@injectable()
class PaymentService {
  constructor(@inject(loggerId) public readonly logger: Logger) {}
}

@injectable()
class CatalogService {
  constructor(@inject(loggerId) public readonly logger: Logger) {}
}

// BindingConstraints describes the request being resolved; getAncestor() walks up to the
// service that asked for it.
const isInjectedIntoPayments = (constraints: BindingConstraints): boolean =>
  constraints.getAncestor()?.serviceIdentifier === PaymentService;

const container: Container = new Container();

container.bind(loggerId).to(AuditLogger).when(isInjectedIntoPayments);
container.bind(loggerId).to(ConsoleLogger).whenNoParentIs(PaymentService);
container.bind(PaymentService).toSelf();
container.bind(CatalogService).toSelf();

console.log(container.get(PaymentService).logger.log('charged 10 EUR'));
// prints: [audit] charged 10 EUR
console.log(container.get(CatalogService).logger.log('listed 3 products'));
// prints: [console] listed 3 products
