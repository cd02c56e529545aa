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
  checkoutService: CheckoutService;
  currency: string;
  discountRule: DiscountRule;
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
    @$inject('discountRule') public readonly mainRule: DiscountRule,
    @$multiInject('discountRule') public readonly allRules: DiscountRule[],
  ) {}
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();
container.bind('discountRule').toConstantValue({ name: 'loyalty' });
container.bind('currency').toConstantValue('EUR');
container.bind('checkoutService').to(CheckoutService);

const checkout: CheckoutService = container.get('checkoutService');
console.log(`${checkout.currency} ${checkout.mainRule.name} x${checkout.allRules.length}`);
// prints: EUR loyalty x1
