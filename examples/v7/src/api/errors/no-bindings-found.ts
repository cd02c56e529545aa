import { Container, inject, injectable } from 'inversify';

interface Mailer {
  send(to: string, text: string): void;
}

const TYPES = { Mailer: Symbol.for('Mailer') };

@injectable()
class OrderService {
  constructor(@inject(TYPES.Mailer) private readonly mailer: Mailer) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
// nothing is bound to TYPES.Mailer

console.log('resolving OrderService');
// prints: resolving OrderService
container.get(OrderService);
// throws: No bindings found for service: "Symbol(Mailer)".
// throws:
// throws: Trying to resolve bindings for "OrderService".
// throws:
// throws: Binding constraints:
// throws: - service identifier: Symbol(Mailer)
// throws: - name: -
