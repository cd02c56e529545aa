import { inject, injectable, multiInject } from 'inversify';

console.log('declaring CheckoutService');
// prints: declaring CheckoutService

@injectable()
class CheckoutService {
  constructor(
    @inject('DiscountRule') @multiInject('DiscountRule') private readonly rules: unknown,
  ) {}
}
// throws: Unexpected injection error.
// throws:
// throws: Cause:
// throws:
// throws: Unexpected injection found. Multiple @inject, @multiInject or @unmanaged decorators found
// throws:
// throws: Details
// throws:
// throws: [class: "CheckoutService", index: "0"]
