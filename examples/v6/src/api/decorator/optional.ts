import { Container, inject, injectable, multiInject, optional } from 'inversify';

interface Mailer {
  send(to: string): string;
}

interface DiscountRule {
  readonly name: string;
}

@injectable()
class ConsoleLogger {
  public log(message: string): void {
    console.log(message);
  }
}

// Neither 'Mailer' nor 'DiscountRule' is bound below.
@injectable()
class OrderService {
  // A property without a match is not assigned: it keeps its initializer.
  @inject('Mailer') @optional()
  public readonly mailer: Mailer | null = null;

  // An optional @multiInject without bindings receives an empty array.
  @multiInject('DiscountRule') @optional()
  public readonly discounts!: DiscountRule[];

  constructor(
    @inject(ConsoleLogger) public readonly logger: ConsoleLogger,
    // A constructor parameter without a match receives undefined,
    // so its default value applies.
    @inject('Currency') @optional() public readonly currency: string = 'EUR',
  ) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(OrderService).toSelf();

const service: OrderService = container.get(OrderService);
service.logger.log(`mailer: ${String(service.mailer)}, currency: ${service.currency}`);
// prints: mailer: null, currency: EUR
console.log(service.discounts);
// prints: []
