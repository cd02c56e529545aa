import { injectable, named, unmanaged } from 'inversify';

console.log('declaring CheckoutService');
// prints: declaring CheckoutService

@injectable()
class CheckoutService {
  constructor(@unmanaged() @named('card') private readonly gateway: unknown) {}
}
// throws: Unexpected injection error.
// throws:
// throws: Cause:
// throws:
// throws: Unexpected injection found. Found @unmanaged injection with additional @named, @optional, @tagged or @targetName injections
// throws:
// throws: Details
// throws:
// throws: [class: "CheckoutService", index: "0"]
