import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class Clock {
  public now(): string {
    return '2025-01-20T10:00:00Z';
  }
}

@injectable()
abstract class AuditedService {
  constructor(@inject(Clock) protected readonly clock: Clock) {}

  public audit(action: string): string {
    return `${this.clock.now()} ${action}`;
  }
}

// Opt in: reuse the constructor metadata declared on AuditedService.
@injectable()
@injectFromBase()
class OrderService extends AuditedService {
  public placeOrder(): string {
    return this.audit('order placed');
  }
}

const container: Container = new Container();
container.bind(Clock).toSelf();
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).placeOrder());
// prints: 2025-01-20T10:00:00Z order placed
