import { Container, inject, injectable } from 'inversify';

interface PaymentGateway {
  charge(amount: number): string;
}

const TYPES = { PaymentGateway: Symbol.for('PaymentGateway') };

@injectable()
class PaymentService {
  constructor(@inject(TYPES.PaymentGateway) private readonly gateway: PaymentGateway) {}
}

@injectable()
class OrderService {
  constructor(@inject(PaymentService) private readonly payments: PaymentService) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
container.bind(PaymentService).toSelf();
// nothing is bound to TYPES.PaymentGateway, which PaymentService needs: the message names PaymentService

console.log('resolving OrderService');
// prints: resolving OrderService
container.get(OrderService);
// throws: No bindings found for service: "Symbol(PaymentGateway)".
// throws:
// throws: Trying to resolve bindings for "PaymentService".
// throws:
// throws: Binding constraints:
// throws: - service identifier: Symbol(PaymentGateway)
// throws: - name: -
