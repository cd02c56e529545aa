import { inject, injectable } from 'inversify';

interface Logger {
  log(message: string): void;
}

console.log('defining OrderService');
// prints: defining OrderService
@injectable()
class OrderService {
  // @inject works on constructor parameters and properties, not on method parameters
  public place(@inject('Logger') logger: Logger): void {
    logger.log('order placed');
  }
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
