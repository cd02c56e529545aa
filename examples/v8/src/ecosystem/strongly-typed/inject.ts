import {
  TypedContainer,
  type TypedInject,
  type TypedMultiInject,
} from '@inversifyjs/strongly-typed';
import { inject, injectable, multiInject } from 'inversify';

interface DiscountRule {
  readonly name: string;
}

interface BindingMap {
  checkout: CheckoutService;
  currency: string;
  discount: DiscountRule;
}

const $inject = inject as TypedInject<BindingMap>;
const $multiInject = multiInject as TypedMultiInject<BindingMap>;

@injectable()
class CheckoutService {
  // Property injection: the property type must match the map entry
  @$inject('currency')
  public readonly currency!: string;

  // Constructor injection: the parameter type must match the map entry
  constructor(
    @$inject('discount') public readonly mainDiscount: DiscountRule,
    @$multiInject('discount') public readonly allDiscounts: DiscountRule[],
  ) {}
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();
container.bind('discount').toConstantValue({ name: 'loyalty' });
container.bind('currency').toConstantValue('EUR');
container.bind('checkout').to(CheckoutService);

const checkout: CheckoutService = container.get('checkout');
console.log(`${checkout.currency} ${checkout.mainDiscount.name} x${checkout.allDiscounts.length}`);
// prints: EUR loyalty x1
