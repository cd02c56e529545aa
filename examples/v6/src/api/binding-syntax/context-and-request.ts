import { Container, getServiceIdentifierAsString, inject, injectable, interfaces } from 'inversify';

class Logger {
  constructor(public readonly scope: string) {}

  public log(message: string): string {
    return `[${this.scope}] ${message}`;
  }
}

@injectable()
class PaymentService {
  constructor(@inject('Logger') public readonly logger: Logger) {}
}

@injectable()
class CheckoutService {
  constructor(@inject('Logger') public readonly logger: Logger) {}
}

const container: Container = new Container();
container.bind(PaymentService).toSelf();
container.bind(CheckoutService).toSelf();

// A dynamic value reads the request it is answering from the context:
// context.currentRequest is the request for 'Logger', and its parentRequest
// is the request for the class that receives the logger.
container.bind<Logger>('Logger').toDynamicValue((context: interfaces.Context): Logger => {
  const parent: interfaces.Request | null = context.currentRequest.parentRequest;
  const scope: string = parent === null ? 'root' : getServiceIdentifierAsString(parent.serviceIdentifier);
  return new Logger(scope);
});

console.log(container.get(PaymentService).logger.log('charged 10 EUR'));
// prints: [PaymentService] charged 10 EUR
console.log(container.get(CheckoutService).logger.log('order 1 checked out'));
// prints: [CheckoutService] order 1 checked out
console.log(container.get<Logger>('Logger').log('no consumer'));
// prints: [root] no consumer

// A constraint receives the same Request objects. target describes the
// injection point: its name (from @named), its tags and whether it is optional.
container
  .bind<string>('Currency')
  .toConstantValue('EUR')
  .when((request: interfaces.Request): boolean => request.target.isNamed() && request.target.matchesNamedTag('payments'));

console.log(container.getNamed<string>('Currency', 'payments'));
// prints: EUR
console.log(container.tryGetNamed<string>('Currency', 'checkout'));
// prints: undefined
