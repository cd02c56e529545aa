import { inject, injectable } from 'inversify';
import { Discounts, DISCOUNTS } from './discounts';

@injectable()
export class Cart {
  private readonly items: { name: string; price: number }[] = [];

  constructor(@inject(DISCOUNTS) private readonly discounts: Discounts) {}

  add(name: string, price: number): this {
    this.items.push({ name, price });
    return this;
  }

  checkout(code?: string): string {
    const sum = this.items.reduce((total, item) => total + item.price, 0);
    return `${this.items.length} items, ${this.discounts.apply(sum, code).toFixed(2)} to pay`;
  }
}
