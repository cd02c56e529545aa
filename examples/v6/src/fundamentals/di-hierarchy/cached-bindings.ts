import { Container, inject, injectable } from 'inversify';

interface Clock {
  now(): string;
}

@injectable()
class SystemClock implements Clock {
  public now(): string {
    return 'system time';
  }
}

@injectable()
class FixedClock implements Clock {
  public now(): string {
    return '2025-01-01T09:00:00Z';
  }
}

@injectable()
class OrderService {
  constructor(@inject('Clock') public readonly clock: Clock) {}
}

const app: Container = new Container();
app.bind(OrderService).toSelf().inSingletonScope();
app.bind<Clock>('Clock').to(SystemClock);

const test: Container = app.createChild();
test.bind<Clock>('Clock').to(FixedClock);

// The child resolves OrderService through the parent's singleton binding,
// but plans its dependencies with its own bindings first.
console.log(test.get(OrderService).clock.now());
// prints: 2025-01-01T09:00:00Z

// The singleton is cached on the parent's binding, so the parent
// now returns the order service the child built.
console.log(app.get(OrderService).clock.now());
// prints: 2025-01-01T09:00:00Z
