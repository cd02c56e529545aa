import { Container, inject, injectable, interfaces, LazyServiceIdentifier } from 'inversify';

// #region cycle
interface Checkout {
  readonly orders: unknown;
}

@injectable()
class OrderService {
  constructor(@inject(new LazyServiceIdentifier(() => CheckoutService)) public readonly checkout: Checkout) {}
}

@injectable()
class CheckoutService {
  constructor(@inject(OrderService) public readonly orders: OrderService) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
container.bind(CheckoutService).toSelf();

// The lazy identifier fixes the declaration order, not the cycle itself.
try {
  container.get(OrderService);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Circular dependency found: OrderService --> CheckoutService --> OrderService
}
// #endregion cycle

// #region factory
@injectable()
class ReportService {
  // A factory resolves the other service only when it is called.
  constructor(@inject('Factory<AuditService>') private readonly makeAudit: () => AuditService) {}

  public audit(): AuditService {
    return this.makeAudit();
  }
}

@injectable()
class AuditService {
  constructor(@inject(ReportService) public readonly reports: ReportService) {}
}

const fixed: Container = new Container();
fixed.bind(ReportService).toSelf().inSingletonScope();
fixed.bind(AuditService).toSelf();
fixed
  .bind<interfaces.Factory<AuditService>>('Factory<AuditService>')
  .toFactory((context: interfaces.Context) => (): AuditService => context.container.get(AuditService));

const reports: ReportService = fixed.get(ReportService);
console.log(reports.audit().reports === reports);
// prints: true
// #endregion factory
