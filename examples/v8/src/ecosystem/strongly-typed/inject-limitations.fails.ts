import { type TypedInject } from '@inversifyjs/strongly-typed';
import { inject, injectable } from 'inversify';

interface BindingMap {
  currency: string;
}

const $inject = inject as TypedInject<BindingMap>;

@injectable()
class OrderService {
  // A private property is not part of the class's public type
  // expect-error: TS1240
  @$inject('currency')
  private readonly currency!: string;

  public describe(): string {
    return this.currency;
  }
}

@injectable()
class CheckoutService {
  // The parameter type does not match the map entry (string)
  // expect-error: TS1239
  constructor(@$inject('currency') public readonly currency: number) {}
}
