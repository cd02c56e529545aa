import { Container, inject, injectable } from 'inversify';

interface Logger {
  log(message: string): void;
}

const TYPES = { Logger: Symbol.for('Logger') };

@injectable()
class OrderService {
  constructor(@inject(TYPES.Logger) private readonly logger: Logger) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
console.log(`Logger bound: ${String(container.isBound(TYPES.Logger))}`);
// prints: Logger bound: false
// nothing is bound to TYPES.Logger, so OrderService cannot be built
container.get(OrderService);
// throws: No bindings found for service: "Symbol(Logger)".
// throws:
// throws: Trying to resolve bindings for "OrderService".
// throws:
// throws: Binding constraints:
// throws: - service identifier: Symbol(Logger)
// throws: - name: -
