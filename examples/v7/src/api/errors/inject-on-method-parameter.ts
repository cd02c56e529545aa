import { inject, injectable } from 'inversify';

console.log('declaring OrderService');
// prints: declaring OrderService

@injectable()
class OrderService {
  public place(@inject('Logger') logger: unknown): void {}
}
// throws: Unexpected injection error.
// throws:
// throws: Cause:
// throws:
// throws: Found an @inject decorator in a non constructor parameter.
// throws: Found @inject decorator at method "place" at class "OrderService"
// throws:
// throws: Details
// throws:
// throws: [class: "undefined", index: "0"]
