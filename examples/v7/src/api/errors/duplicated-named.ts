import { inject, injectable, named } from 'inversify';

console.log('declaring CheckoutService');
// prints: declaring CheckoutService

@injectable()
class CheckoutService {
  constructor(
    @inject('PaymentGateway') @named('card') @named('invoice') private readonly gateway: unknown,
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
