import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public now(): string {
    return 'system time';
  }
}

@injectable()
class OrderService {
  public readonly name: string = 'order service';
  constructor(public readonly clock: SystemClock) {}
}

@injectable()
class AuditedOrderService extends OrderService {
  public override readonly name: string = 'audited order service';
}

const container: Container = new Container({ autoBindInjectable: true });

console.log(container.isBound(OrderService));
// prints: false
console.log(container.get(OrderService).clock.now());
// prints: system time
console.log(container.isBound(OrderService));
// prints: true

// A manual binding always wins over the automatic self-binding.
const other: Container = new Container({ autoBindInjectable: true });
other.bind(OrderService).to(AuditedOrderService);

console.log(other.get(OrderService).name);
// prints: audited order service
