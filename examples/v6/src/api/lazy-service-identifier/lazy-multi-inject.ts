import { Container, injectable, LazyServiceIdentifier, multiInject } from 'inversify';

// A symbol identifier, declared before any class that uses it.
const DISCOUNT_RULE: symbol = Symbol.for('DiscountRule');

@injectable()
class LazyOrderService {
  constructor(@multiInject(new LazyServiceIdentifier(() => DISCOUNT_RULE)) public readonly discounts: unknown[]) {}
}

@injectable()
class OrderService {
  constructor(@multiInject(DISCOUNT_RULE) public readonly discounts: unknown[]) {}
}

const container: Container = new Container();
container.bind(LazyOrderService).toSelf();
container.bind(OrderService).toSelf();
container.bind<string>(DISCOUNT_RULE).toConstantValue('loyalty');
container.bind<string>(DISCOUNT_RULE).toConstantValue('seasonal');

// inversify 6.2.2: a lazy identifier in @multiInject yields one empty array per binding.
console.log(container.get(LazyOrderService).discounts);
// prints: [ [], [] ]

// The plain identifier injects the values.
console.log(container.get(OrderService).discounts);
// prints: [ 'loyalty', 'seasonal' ]
