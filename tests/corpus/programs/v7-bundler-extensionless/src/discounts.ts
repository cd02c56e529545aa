export const DISCOUNTS = 'Discounts';

export interface Discounts {
  apply(amount: number, code?: string): number;
}

export const codes: Discounts = {
  apply: (amount, code) => (code === 'SPRING10' ? amount * 0.9 : amount),
};
