import { inject, injectable, named } from 'inversify';

interface PaymentGateway {
  pay(amount: number): string;
}

console.log('defining CheckoutService');
// prints: defining CheckoutService
// one parameter can carry one name: the decorators run when the class is defined
@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') @named('invoice') public readonly gateway: PaymentGateway,
  ) {}
}

// throws: Unexpected injection error.
// throws:
// throws: Cause:
// throws:
// throws: Unexpected duplicated named decorator
// throws:
// throws: Details
// throws:
// throws: [class: "CheckoutService", index: "0"]
