import { Container, inject, injectable } from 'inversify';

// a loosely typed TYPES object lets a missing key through the compiler
const TYPES: Record<string, symbol> = { Logger: Symbol.for('Logger') };

@injectable()
class OrderService {
  constructor(@inject(TYPES.Mailer) public readonly mailer: unknown) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
console.log(`TYPES.Mailer: ${String(TYPES.Mailer)}`);
// prints: TYPES.Mailer: undefined
// TYPES.Mailer is undefined, so the constructor argument has no service identifier
container.get(OrderService);
// throws: Unexpected undefined service id type
