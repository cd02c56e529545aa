import { Container, inject, injectable } from 'inversify';

const TYPES = {
  Mailer: Symbol.for('Mailer'),
  OrderService: Symbol.for('OrderService'),
};

interface Mailer {
  send(to: string): void;
}

@injectable()
class OrderService {
  constructor(@inject(TYPES.Mailer) private readonly mailer: Mailer) {}
}

const container: Container = new Container();
container.bind(TYPES.OrderService).to(OrderService);

console.log(container.isBound(TYPES.Mailer));
// prints: false

// Nothing is bound to TYPES.Mailer, which OrderService needs.
container.get(TYPES.OrderService);
// throws: No matching bindings found for serviceIdentifier: Symbol(Mailer)
// throws: Trying to resolve bindings for "Symbol(OrderService)"
